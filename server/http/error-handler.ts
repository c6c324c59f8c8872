import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorMessage } from './http-answer';

/**
 * Every error leaves as `{ message }`. A 4xx from Fastify (bad JSON, body too large, wrong
 * content type) keeps its message; anything else is logged and answered 500 without detail: never
 * a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: status === 500 ? ErrorMessage.Internal : error.message });
  });
}
