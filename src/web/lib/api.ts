export const GENERIC_ERROR = 'Something went wrong, please try again later';

/** An API failure carrying the server's message (spec §8: show `message` if present). */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export type ApiRequest = { method?: string; body?: unknown; query?: Record<string, string | number | undefined> };

/** A /v3 call with the session cookie; a failed one throws ApiError with the server's message (network failures: status 0). */
export async function apiResponse(path: string, init: ApiRequest = {}): Promise<Response> {
  const url = new URL(`/v3${path}`, window.location.origin);
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      credentials: 'include',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, GENERIC_ERROR, 'network');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, data?.message || GENERIC_ERROR, data?.code);
  }
  return response;
}

/** A /v3 call whose answer is the envelope's entity. */
export async function api<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const response = await apiResponse(path, init);
  const data = (await response.json().catch(() => null)) as { entity?: T } | null;
  return data?.entity as T;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR;
}
