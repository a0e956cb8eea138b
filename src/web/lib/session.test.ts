import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's fetch, answering GET /api/auth/get-session. */
const getSession = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', getSession);

const { SESSION_RETRIES, sessionQuery, sessionRetryDelay, SessionUnknownError } = await import('./session.ts');

const SESSION = { user: { id: 'u1', name: 'Ada' }, session: { id: 's1' } };
const answer = (status: number | null, data: unknown = null) =>
  status ? new Response('{"message":"x"}', { status }) : Response.json(data);
/** The real options, without the waits between tries. */
const fast = { ...sessionQuery, retryDelay: 0 };

let client: QueryClient;
beforeEach(() => {
  getSession.mockReset();
  client = new QueryClient();
});

describe('the session query', () => {
  it('signs out only on a definite answer: no session', async () => {
    getSession.mockResolvedValue(answer(null, null));
    expect(await client.fetchQuery(fast)).toBeNull();
    expect(getSession).toHaveBeenCalledWith(
      '/api/auth/get-session',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('signs out on a 401', async () => {
    getSession.mockResolvedValue(answer(401));
    expect(await client.fetchQuery(fast)).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('reads the session Better Auth answers', async () => {
    getSession.mockResolvedValue(answer(null, SESSION));
    expect(await client.fetchQuery(fast)).toEqual(SESSION);
  });

  it('tries again after a 429 or a server failure instead of answering "signed out"', async () => {
    getSession
      .mockResolvedValueOnce(answer(429))
      .mockResolvedValueOnce(answer(503))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(null, SESSION));
    expect(await client.fetchQuery(fast)).toEqual(SESSION);
    expect(getSession).toHaveBeenCalledTimes(4);
  });

  it('keeps the last known session while reads keep failing', async () => {
    getSession.mockResolvedValueOnce(answer(null, SESSION));
    await client.fetchQuery(fast);
    getSession.mockResolvedValue(answer(429));
    await expect(client.fetchQuery({ ...fast, staleTime: 0 })).rejects.toBeInstanceOf(SessionUnknownError);
    expect(getSession).toHaveBeenCalledTimes(1 + 1 + SESSION_RETRIES);
    expect(client.getQueryData(sessionQuery.queryKey)).toEqual(SESSION);
  });

  it('backs off: 1 s, 2 s, 4 s … at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(sessionRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
