import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticatePatient, authenticateStaff } from '../auth/authenticate';
import { ErrorMessage, HttpAnswer } from './http-answer';
import type { RouteContext, RouteDefinition } from './route';
import type { Services } from './services';
import { send } from './send-answer';

/** Mounts the route table under `/api`, each call behind the guard its row names. */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  services: Services,
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      handler: async (request, reply) => {
        const result = await dispatch(route, request, services);
        return result instanceof HttpAnswer ? send(reply, result) : reply.code(200).send(result ?? null);
      },
    });
  }
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
