import { ERROR_MESSAGES } from '../../common/errors.ts';

/** One coded error type for the whole API, mapped to status + `{ message, code }` in one place. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  /** A plan's quota is used up (ADR 26): paying (upgrading) is what lets the request through. */
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  /** An AI provider answered with an error or not at all (ADR 35). */
  upstream_failed: 502,
  /** What the request needs is not set up on this server (e.g. no AI model, ADR 35). */
  not_configured: 503,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const MESSAGES = {
  unauthorized: ERROR_MESSAGES.unauthorized,
  forbidden: ERROR_MESSAGES.forbidden,
  waitlisted: ERROR_MESSAGES.waitlisted,
  notFound: ERROR_MESSAGES.not_found,
  rateLimited: ERROR_MESSAGES.rate_limited,
  internal: ERROR_MESSAGES.internal,
} as const;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  /** Response headers that belong to the error (Retry-After on a 429). */
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, details?: unknown, headers?: Record<string, string>) {
    super(message);
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError('validation_failed', message, details);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError('unauthorized', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
