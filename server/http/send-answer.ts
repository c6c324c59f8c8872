import type { FastifyReply } from 'fastify';
import type { HttpAnswer } from './http-answer';

/** Writes an `HttpAnswer`: its status, its headers, its JSON body. */
export function send(reply: FastifyReply, answer: HttpAnswer): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}
