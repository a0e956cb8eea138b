import { createAuthClient } from 'better-auth/react';

/** Better Auth's client on the same origin; the session travels in an http-only cookie. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});
