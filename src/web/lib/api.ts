import type { TFunction } from 'i18next';
import { type CodedMessage, ERROR_MESSAGES, type ErrorReason } from '../../common/errors.ts';
import { serverText } from './server-messages.ts';

export const GENERIC_ERROR = ERROR_MESSAGES.internal;

/** An API failure carrying the server's message (spec §8: show `message` if present), its kind and reason (ADR 9). */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly coded?: CodedMessage;
  constructor(status: number, message: string, code?: string, coded?: CodedMessage) {
    super(message);
    this.status = status;
    this.code = code;
    this.coded = coded;
  }
}

type ErrorBody = { message?: string; code?: string; reason?: ErrorReason; params?: Record<string, string> };
const isReason = (reason: unknown): reason is ErrorReason => typeof reason === 'string' && reason in ERROR_MESSAGES;

export type ApiRequest = {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The UI language, when the server writes something in it for later (a mail): the browser's may differ. */
  language?: string;
  /** Cancels the request (a streamed reply the learner leaves). */
  signal?: AbortSignal;
};

/** A /v3 call with the session cookie; a failed one throws ApiError with the server's message (network failures: status 0). */
export async function apiResponse(path: string, init: ApiRequest = {}): Promise<Response> {
  const url = new URL(`/v3${path}`, window.location.origin);
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const method = init.method ?? 'GET';
  // Every write is JSON, body-less ones too (`{}`): the server refuses cookie-authenticated writes of
  // any other type, which is what a cross-site form could send (ADR 10).
  const body = method === 'GET' ? undefined : JSON.stringify(init.body ?? {});
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.language ? { 'accept-language': init.language } : {}),
      },
      body,
      signal: init.signal,
    });
  } catch {
    throw new ApiError(0, GENERIC_ERROR, 'network', { reason: 'internal', params: {} });
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as ErrorBody | null;
    const coded = isReason(data?.reason) ? { reason: data.reason, params: data.params ?? {} } : undefined;
    throw new ApiError(response.status, data?.message || GENERIC_ERROR, data?.code, coded);
  }
  return response;
}

/** A /v3 call whose answer is the envelope's entity. */
export async function api<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const response = await apiResponse(path, init);
  const data = (await response.json().catch(() => null)) as { entity?: T } | null;
  return data?.entity as T;
}

/** What to tell the learner about a failure, in their language (spec §8: the server's message, else a generic one). */
export function errorMessage(error: unknown, t: TFunction): string {
  return error instanceof ApiError ? serverText(t, error.message, error.coded) : t('errors:internal');
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first), or undefined. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim();
}

/** Fetches a file from /v3 and hands it to the browser as a download; failures throw ApiError like api(). */
export async function downloadFile(path: string, init: ApiRequest, fallbackName: string) {
  const response = await apiResponse(path, init);
  const name = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
