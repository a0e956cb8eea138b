import type { FastifyError, FastifyInstance } from 'fastify';
import { codeOfProblem, ERROR_MESSAGES } from '../../common/errors.ts';
import { errorBody } from './error-body.ts';
import { AppError, ERROR_STATUS, MESSAGES, type ErrorCode } from './errors.ts';

const CODE_BY_STATUS = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code]),
) as Record<number, ErrorCode>;

/** Framework errors whose own text would confuse a user get a plain sentence instead. */
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_MESSAGES.invalid_json,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_MESSAGES.empty_json,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_MESSAGES.unsupported_media_type,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_MESSAGES.body_too_large,
};

/** The single place where errors become `{ message, code, reason, params }` with a status; details go to the log only. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // A catalogued reason (an account locked after failed sign-ins) says more than the generic limit.
      const message = codeOfProblem(error.message) ? error.message : MESSAGES.rateLimited;
      return reply.status(429).send(errorBody('rate_limited', message));
    }
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'validation_failed';
      return reply.status(status).send(errorBody(code, FRIENDLY[error.code] ?? error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal', MESSAGES.internal));
  });
}
