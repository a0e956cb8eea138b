import { setTimeout as delay } from 'node:timers/promises';
import type { ProxyAgent } from 'undici';
import { YouTubeError } from './errors.ts';

export type HttpOptions = {
  fetch?: typeof fetch;
  /** `http(s)://[user:pass@]host:port`: every request goes through this proxy (YouTube blocks most cloud IPs). */
  proxy?: string;
  /** Extra attempts after a 429, a 5xx or a failed connection. */
  retries: number;
  /** First wait before retrying; doubled on every attempt. */
  backoffMs: number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs: number;
};

export type TextResponse = { status: number; body: string };
export type BytesResponse = { status: number; bytes: Buffer };
type RequestInitLite = { method?: string; headers?: Record<string, string>; body?: string };

export type Http = {
  request(url: string, init?: RequestInitLite): Promise<TextResponse>;
  /** The same retries and failure mapping, for binary bodies (audio streams). */
  requestBytes(url: string, init?: RequestInitLite): Promise<BytesResponse>;
  close(): Promise<void>;
};

/** A Retry-After longer than this is not waited for: the job queue retries later instead. */
const MAX_RETRY_AFTER_MS = 30_000;

const isRecaptchaPage = (body: string) => body.includes('class="g-recaptcha"');

/** The one place that touches the network: retries with exponential backoff, times out, maps failures to YouTubeErrors. */
export function createHttp(options: HttpOptions): Http {
  // The proxy agent must come from the same undici as the fetch that uses it. undici (1 MB bundled) is
  // loaded only when a proxy is set: Node's own fetch serves the rest (ADR 14, session 9).
  const proxied: Promise<{ dispatcher: ProxyAgent; fetch: typeof fetch }> | undefined = options.proxy
    ? import('undici').then((undici) => ({
        dispatcher: new undici.ProxyAgent(options.proxy as string),
        fetch: undici.fetch as unknown as typeof fetch,
      }))
    : undefined;
  // A proxy URL undici refuses fails the first request (as is, not retried), not the process meanwhile.
  proxied?.catch(() => {});
  const sleep = options.sleep ?? ((ms: number) => delay(ms));

  async function send<T extends { status: number }>(
    url: string,
    init: RequestInitLite,
    read: (response: Response) => Promise<T>,
    text: (result: T) => string,
  ): Promise<T> {
    const what = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    const via = await proxied;
    const fetchFn = options.fetch ?? via?.fetch ?? globalThis.fetch;
    const dispatcher = via?.dispatcher;
    for (let attempt = 0; ; attempt++) {
      const wait = options.backoffMs * 2 ** attempt;
      let status: number;
      let result: T;
      let retryAfterMs = 0;
      try {
        const response = await fetchFn(url, {
          ...init,
          signal: AbortSignal.timeout(options.timeoutMs),
          ...(dispatcher ? { dispatcher } : {}),
        } as RequestInit);
        status = response.status;
        retryAfterMs = Math.min(Number(response.headers.get('retry-after')) * 1000 || 0, MAX_RETRY_AFTER_MS);
        result = await read(response);
      } catch (error) {
        if (attempt < options.retries) {
          await sleep(wait);
          continue;
        }
        throw new YouTubeError('network', `${what} failed: ${(error as Error).message}`, { cause: error });
      }
      // YouTube answers a blocked address with a captcha page, sometimes as a 429: retrying won't help.
      if (isRecaptchaPage(text(result)))
        throw new YouTubeError('ip_blocked', `${what} answered with a recaptcha page (HTTP ${status})`);
      if (status === 429 || status >= 500) {
        if (attempt < options.retries) {
          await sleep(Math.max(wait, retryAfterMs));
          continue;
        }
        throw new YouTubeError(
          status === 429 ? 'rate_limited' : 'network',
          `${what}: HTTP ${status} after ${attempt + 1} attempts`,
        );
      }
      return result;
    }
  }

  return {
    request: (url, init = {}) =>
      send(
        url,
        init,
        async (response) => ({ status: response.status, body: await response.text() }),
        (r) => r.body,
      ),
    requestBytes: (url, init = {}) =>
      send(
        url,
        init,
        async (response) => ({ status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }),
        () => '',
      ),
    close: async () => {
      await (await proxied)?.dispatcher.close();
    },
  };
}
