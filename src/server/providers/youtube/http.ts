import { setTimeout as delay } from 'node:timers/promises';
import { ProxyAgent, fetch as undiciFetch } from 'undici';
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

export type Http = {
  request(url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<TextResponse>;
  close(): Promise<void>;
};

/** A Retry-After longer than this is not waited for: the job queue retries later instead. */
const MAX_RETRY_AFTER_MS = 30_000;

const isRecaptchaPage = (body: string) => body.includes('class="g-recaptcha"');

/** The one place that touches the network: retries with exponential backoff, times out, maps failures to YouTubeErrors. */
export function createHttp(options: HttpOptions): Http {
  const dispatcher = options.proxy ? new ProxyAgent(options.proxy) : undefined;
  // The proxy agent must come from the same undici as the fetch that uses it.
  const fetchFn = options.fetch ?? (dispatcher ? (undiciFetch as unknown as typeof fetch) : globalThis.fetch);
  const sleep = options.sleep ?? ((ms: number) => delay(ms));

  async function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    const what = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    for (let attempt = 0; ; attempt++) {
      const wait = options.backoffMs * 2 ** attempt;
      let status: number;
      let body: string;
      let retryAfterMs = 0;
      try {
        const response = await fetchFn(url, {
          ...init,
          signal: AbortSignal.timeout(options.timeoutMs),
          ...(dispatcher ? { dispatcher } : {}),
        } as RequestInit);
        status = response.status;
        retryAfterMs = Math.min(Number(response.headers.get('retry-after')) * 1000 || 0, MAX_RETRY_AFTER_MS);
        body = await response.text();
      } catch (error) {
        if (attempt < options.retries) {
          await sleep(wait);
          continue;
        }
        throw new YouTubeError('network', `${what} failed: ${(error as Error).message}`, { cause: error });
      }
      // YouTube answers a blocked address with a captcha page, sometimes as a 429: retrying won't help.
      if (isRecaptchaPage(body)) throw new YouTubeError('ip_blocked', `${what} answered with a recaptcha page (HTTP ${status})`);
      if (status === 429 || status >= 500) {
        if (attempt < options.retries) {
          await sleep(Math.max(wait, retryAfterMs));
          continue;
        }
        throw new YouTubeError(status === 429 ? 'rate_limited' : 'network', `${what}: HTTP ${status} after ${attempt + 1} attempts`);
      }
      return { status, body };
    }
  }

  return {
    request,
    close: async () => {
      await dispatcher?.close();
    },
  };
}
