import { READS } from '../../../src/contract/reads/reads';
import type { RouteDefinition } from '../../http/route';
import { RESOURCE_SERVING, type ResourceKey } from './resource-handlers';

/** `{name}` (the wire's spelling of a path parameter) to Fastify's `:name`. */
export const toRoutePath = (wirePath: string): string => wirePath.replace(/\{(\w+)\}/g, ':$1');

/** The route of one plain read: its path from the contract, its access from `RESOURCE_SERVING`. */
export function resourceRoute(key: ResourceKey): RouteDefinition {
  const serving = RESOURCE_SERVING[key];
  const path = toRoutePath(READS[key].path);
  return serving.auth === 'staff'
    ? {
        method: 'GET',
        path,
        auth: 'staff',
        area: serving.area,
        handler: serving.handler,
        ...(serving.sameForEveryone === true ? { sameForEveryone: true } : {}),
      }
    : { method: 'GET', path, auth: serving.auth, handler: serving.handler };
}

/** Every read of the contract, in its order. */
export const RESOURCE_KEYS = Object.keys(READS) as ResourceKey[];

/** The route of every plain read of the contract. */
export const RESOURCE_ROUTES: readonly RouteDefinition[] = RESOURCE_KEYS.map(resourceRoute);
