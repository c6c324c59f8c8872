import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticatePatient, authenticateStaff } from '../auth/authenticate';
import { patientDataReadAuditor, type StaffRead } from '../features/audit/patient-data-reads';
import { ANSWER_CACHE, ANSWER_ENCODINGS, AnswerCache, type CachedAnswer } from './answer-cache';
import { ErrorMessage, HttpAnswer } from './http-answer';
import type { RouteContext, RouteDefinition } from './route';
import { checkRequest, requestChecks, type RequestChecks } from './request-validation';
import { API_ROOT_ROUTE } from './route-table';
import type { Services } from './services';
import { send } from './send-answer';
import { API_REFERENCE_PATH, apiReferencePage } from './api-reference';
import { OPENAPI_PATH, openApiDocument } from './openapi';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Mounts the route table under `/api` (and `API_ROOT_ROUTE` at `/api/`), each call behind the
 * guard its row names. Public reads are answered from an `AnswerCache` that every successful
 * write clears, on every replica.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  services: Services,
): void {
  const cache = new AnswerCache({ ...ANSWER_CACHE, now: services.now });
  const auditRead = patientDataReadAuditor(services);
  services.replicas.subscribe((message) => {
    if (message.kind === 'writes') cache.clear();
  });
  const all = API_ROOT_ROUTE === undefined ? routes : [...routes, API_ROOT_ROUTE];
  const openApi = openApiDocument(all);
  const document = JSON.stringify(openApi);
  const reference = apiReferencePage(openApi);
  app.get(OPENAPI_PATH, (_request, reply) => reply.type(JSON_TYPE).send(document));
  app.get(API_REFERENCE_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').send(reference));
  for (const route of all) {
    const cached = route.method === 'GET' && route.auth === 'none';
    const sharedInArea = route.method === 'GET' && route.auth === 'staff' && route.sameForEveryone === true;
    const checks = requestChecks(route);
    app.route({
      method: route.method,
      url: route.path === '/' ? '/api/' : `/api${route.path}`,
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      handler: async (request, reply) => {
        // `/api` without its slash is the API's base, not the call `/api/`: the router,
        // which ignores trailing slashes elsewhere, would otherwise take one for the other.
        if (route.path === '/' && !request.url.toLowerCase().startsWith('/api/')) {
          return send(reply, HttpAnswer.error(404, ErrorMessage.NotFound));
        }
        // Anything but a public read may carry a token or a person's data: no cache keeps a copy.
        if (!cached) reply.header('cache-control', 'no-store');
        if (sharedInArea) return sendSharedInArea(route, checks, request, reply, services, cache, auditRead);
        const key = cached ? cacheKeyOf(route, request) : '';
        if (cached) {
          const hit = cache.lookup(key);
          if (hit !== undefined) {
            if (!hit.fresh) refreshInBackground(cache, key, route, checks, request, services);
            return sendCached(request, reply, hit.entry);
          }
        }
        const generation = cache.generation;
        const result = await dispatch(route, checks, request, services, auditRead);
        if (result instanceof HttpAnswer) return send(reply, result);
        if (route.method !== 'GET') {
          cache.clear();
          // Answered once the other replicas have been told, so a read anywhere after this answer
          // is not served from a stale cache.
          // A failure to tell them is logged: the write itself went through.
          if (services.replicas.shared) {
            await services.replicas
              .publish({ kind: 'writes' })
              .catch((error: unknown) => request.log.error({ err: error }, 'telling the replicas failed'));
          }
        }
        if (!cached) return reply.code(200).send(result ?? null);
        return sendCached(request, reply, cache.set(key, toJson(result), generation));
      },
    });
  }
}

/**
 * A staff read whose answer is the same for everyone in its area: the caller's token and area are
 * checked as for any staff call, then the answer comes from the cache (its key apart from the
 * public ones), read and kept on a miss. Only fresh entries are sent: a staff list is not sent
 * stale while its successor is read.
 */
async function sendSharedInArea(
  route: RouteDefinition,
  checks: RequestChecks,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  cache: AnswerCache,
  auditRead: (read: StaffRead) => Promise<void>,
): Promise<FastifyReply> {
  if (route.auth !== 'staff') throw new Error('only a staff read is kept per area');
  const staff = await authenticateStaff(services, request.headers.authorization);
  if (staff instanceof HttpAnswer) return send(reply, staff);
  if (route.area !== undefined && !staff.areas.has(route.area)) {
    return send(reply, HttpAnswer.error(403, ErrorMessage.Forbidden, { area: route.area }));
  }
  const refused = checkRequest(checks, request.params, request.query, request.body);
  if (refused !== null) return send(reply, refused);
  const key = `area:${cacheKeyOf(route, request)}`;
  const asked = context(request, services, staff);
  // One copy for everyone, but each reader's read of patients' data is their own on the audit trail.
  const audited = () =>
    auditRead({ route, principal: staff, params: asked.params, query: asked.query, ip: asked.ip });
  const hit = cache.get(key);
  if (hit !== undefined) {
    await audited();
    return sendCached(request, reply, hit);
  }
  const generation = cache.generation;
  const result = await route.handler(asked);
  if (result instanceof HttpAnswer) return send(reply, result);
  await audited();
  return sendCached(request, reply, cache.set(key, toJson(result), generation));
}

const toJson = (result: unknown): Buffer => Buffer.from(JSON.stringify(result ?? null), 'utf8');

/** Reads an expired public answer again after it was sent; a failure is logged, and the entry goes. */
function refreshInBackground(
  cache: AnswerCache,
  key: string,
  route: RouteDefinition,
  checks: RequestChecks,
  request: FastifyRequest,
  services: Services,
): void {
  cache
    .refresh(key, async () => {
      const result = await dispatch(route, checks, request, services);
      return result instanceof HttpAnswer ? null : toJson(result);
    })
    .catch((error: unknown) => request.log.error({ err: error, key }, 'refreshing a cached answer failed'));
}

/**
 * What a public read's answer depends on: its route and its path parameters. A read without a
 * query schema never looks at the query string, so `?cb=1`, `?cb=2`, … share one entry instead of
 * each costing a database read and a copy (a cache-busting flood); nor does the spelling of the
 * path (the router ignores case and a trailing slash). A read that declares a query keeps the
 * whole address as its key.
 */
export function cacheKeyOf(route: RouteDefinition, request: Pick<FastifyRequest, 'url' | 'params'>): string {
  if (route.query !== undefined) return request.url;
  return JSON.stringify([route.path, request.params ?? {}]);
}

/**
 * Sends a cached answer in the best encoding the caller accepts, compressed once per entry rather
 * than per request; the compression plugin leaves an answer that already has an encoding alone.
 */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
): Promise<FastifyReply> {
  reply.code(200).type(JSON_TYPE).header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted === undefined || entry.json.length < COMPRESS_THRESHOLD
      ? null
      : negotiate(accepted, [...ANSWER_ENCODINGS]);
  if (encoding === null) return reply.send(entry.json);
  return reply.header('content-encoding', encoding).send(await entry.encoded(encoding));
}

/**
 * The guard of the route's row first (an anonymous caller learns nothing of a protected call's
 * shape), then the contract's check of the request, then the handler.
 */
async function dispatch(
  route: RouteDefinition,
  checks: RequestChecks,
  request: FastifyRequest,
  services: Services,
  auditRead?: (read: StaffRead) => Promise<void>,
): Promise<unknown> {
  const refused = (): HttpAnswer | null => checkRequest(checks, request.params, request.query, request.body);
  switch (route.auth) {
    case 'none':
      return refused() ?? route.handler(context(request, services, null));
    case 'patient': {
      const patient = await authenticatePatient(services, request.headers.authorization);
      if (patient instanceof HttpAnswer) return patient;
      return refused() ?? route.handler(context(request, services, patient));
    }
    case 'staff': {
      const staff = await authenticateStaff(
        services,
        request.headers.authorization,
        route.duringPasswordChange === true,
      );
      if (staff instanceof HttpAnswer) return staff;
      if (route.area !== undefined && !staff.areas.has(route.area)) {
        return HttpAnswer.error(403, ErrorMessage.Forbidden, { area: route.area });
      }
      const asked = context(request, services, staff);
      const result = await (refused() ?? route.handler(asked));
      // A read of patients' data that succeeded is on the audit trail before it is answered.
      if (auditRead !== undefined && !(result instanceof HttpAnswer)) {
        await auditRead({ route, principal: staff, params: asked.params, query: asked.query, ip: asked.ip });
      }
      return result;
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
