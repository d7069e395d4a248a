import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but declared as JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large.',
};

/** Every error leaves in the §8 shape; only our own bugs become a 500, with a generic message. */
export function useErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).headers(error.headers ?? {}).send(error.toBody());
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ message: FRIENDLY[error.code] ?? error.message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
  });
}
