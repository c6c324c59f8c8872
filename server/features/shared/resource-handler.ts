import type { PatientPrincipal, StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';

/** Whoever the route's guard let through: staff, a patient, or nobody on a public call. */
export type AnyPrincipal = StaffPrincipal | PatientPrincipal | null;

/**
 * A read of the resource table. It receives any principal so that one handler serves a path
 * whatever its guard; the route built from the wire row decides who may call it.
 */
export type ResourceHandler = (context: RouteContext<AnyPrincipal>) => unknown;
