import { READS } from '../../../src/contract/reads/reads';
import type { RouteDefinition } from '../../http/route';
import { RESOURCE_SERVING, type ResourceKey } from './resource-handlers';

/** `{name}` (the wire's spelling of a path parameter) to Fastify's `:name`. */
export const toRoutePath = (wirePath: string): string => wirePath.replace(/\{(\w+)\}/g, ':$1');

/**
 * The route of one plain read. Who may call it follows the token the client sends:
 * - a patient token from any app: a patient call;
 * - no token from any app (a public catalogue read, or a call the spec marks "no token"): public,
 *   and a staff token sent anyway is simply not looked at;
 * - otherwise a staff call in the read's permission area.
 */
export function resourceRoute(key: ResourceKey): RouteDefinition {
  const wire = READS[key];
  const { area, handler } = RESOURCE_SERVING[key];
  const path = toRoutePath(wire.path);
  const sent: readonly string[] = Object.values(wire.auth);
  if (sent.includes('patient')) return { method: 'GET', path, auth: 'patient', handler };
  if (sent.includes('none')) return { method: 'GET', path, auth: 'none', handler };
  return area === null
    ? { method: 'GET', path, auth: 'staff', handler }
    : { method: 'GET', path, auth: 'staff', area, handler };
}

/** Every read of the contract, in its order. */
export const RESOURCE_KEYS = Object.keys(READS) as ResourceKey[];

/** The route of every plain read of the contract. */
export const RESOURCE_ROUTES: readonly RouteDefinition[] = RESOURCE_KEYS.map(resourceRoute);
