import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, ERROR_STATUS, MESSAGES, type ErrorCode } from './errors.ts';

const CODE_BY_STATUS = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code]),
) as Record<number, ErrorCode>;

/** Framework errors whose own text would confuse a user get a plain sentence instead. */
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but should be JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/** The single place where errors become `{ message, code }` with a status; details go to the log only. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const errors = Array.isArray(error.details) ? error.details : undefined;
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code, ...(errors ? { errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: MESSAGES.rateLimited, code: 'rate_limited' });
    }
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'validation_failed';
      return reply.status(status).send({ message: FRIENDLY[error.code] ?? error.message, code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.internal, code: 'internal' });
  });
}
