import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticatePatient, authenticateStaff } from '../auth/authenticate';
import { ANSWER_CACHE, AnswerCache } from './answer-cache';
import { ErrorMessage, HttpAnswer } from './http-answer';
import type { RouteContext, RouteDefinition } from './route';
import { API_ROOT_ROUTE } from './route-table';
import type { Services } from './services';
import { send } from './send-answer';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Mounts the route table under `/api` (and `API_ROOT_ROUTE` at `/api/`), each call behind the
 * guard its row names. Public reads are answered from an `AnswerCache` that every successful
 * write clears.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  services: Services,
): void {
  const cache = new AnswerCache({ ...ANSWER_CACHE, now: services.now });
  const all = API_ROOT_ROUTE === undefined ? routes : [...routes, API_ROOT_ROUTE];
  for (const route of all) {
    const cached = route.method === 'GET' && route.auth === 'none';
    app.route({
      method: route.method,
      url: route.path === '/' ? '/api/' : `/api${route.path}`,
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      handler: async (request, reply) => {
        // `/api` without its slash is the API's base, not the call `/api/` (001 §7): the router,
        // which ignores trailing slashes elsewhere, would otherwise take one for the other.
        if (route.path === '/' && !request.url.toLowerCase().startsWith('/api/')) {
          return send(reply, HttpAnswer.error(404, ErrorMessage.NotFound));
        }
        if (cached) {
          const hit = cache.get(request.url);
          if (hit !== undefined) return reply.code(200).type(JSON_TYPE).send(hit);
        }
        const result = await dispatch(route, request, services);
        if (result instanceof HttpAnswer) return send(reply, result);
        if (route.method !== 'GET') cache.clear();
        return answer(reply, result ?? null, cached ? (json) => cache.set(request.url, json) : undefined);
      },
    });
  }
}

function answer(
  reply: FastifyReply,
  body: unknown,
  keep: ((json: Buffer) => void) | undefined,
): FastifyReply {
  if (keep === undefined) return reply.code(200).send(body);
  const json = Buffer.from(JSON.stringify(body), 'utf8');
  keep(json);
  return reply.code(200).type(JSON_TYPE).send(json);
}

async function dispatch(
  route: RouteDefinition,
  request: FastifyRequest,
  services: Services,
): Promise<unknown> {
  switch (route.auth) {
    case 'none':
      return route.handler(context(request, services, null));
    case 'patient': {
      const patient = await authenticatePatient(services, request.headers.authorization);
      if (patient instanceof HttpAnswer) return patient;
      return route.handler(context(request, services, patient));
    }
    case 'staff': {
      const staff = await authenticateStaff(services, request.headers.authorization);
      if (staff instanceof HttpAnswer) return staff;
      if (route.area !== undefined && !staff.areas.has(route.area)) {
        return HttpAnswer.error(403, ErrorMessage.Forbidden, { area: route.area });
      }
      return route.handler(context(request, services, staff));
    }
  }
}

function context<P>(request: FastifyRequest, services: Services, principal: P): RouteContext<P> {
  return {
    principal,
    services,
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, string | string[] | undefined>,
    body: request.body,
    ip: request.ip,
    request,
  };
}
