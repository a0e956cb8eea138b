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

/** Network failures (no response at all) use status 0. */
export async function api<T>(path: string, init: { method?: string; body?: unknown; query?: Record<string, string | number | undefined> } = {}): Promise<T> {
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
  const data = (await response.json().catch(() => null)) as { entity?: T; message?: string; code?: string } | null;
  if (!response.ok) throw new ApiError(response.status, data?.message || GENERIC_ERROR, data?.code);
  return data?.entity as T;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR;
}
