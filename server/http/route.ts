import type { FastifyRequest } from 'fastify';
import type { Schema } from '../../src/contract/shared/schema';
import type { PermissionArea } from '../../src/domain/lists/permission-area';
import type { PatientPrincipal, StaffPrincipal } from './principal';
import type { Services } from './services';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler receives. */
export interface RouteContext<P> {
  readonly principal: P;
  readonly services: Services;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
  /** The client's address (the proxy's client when TRUST_PROXY is on). */
  readonly ip: string;
  readonly request: FastifyRequest;
}

/** Returns the 200 body, or an `HttpAnswer` (http-answer.ts) for any other status. A throw is a bug: 500. */
export type Handler<P> = (context: RouteContext<P>) => Promise<unknown> | unknown;

interface RouteBase {
  readonly method: HttpMethod;
  /** Below `/api`, exactly as the spec spells it (typos kept), e.g. `/Doctor/getDoctors`. */
  readonly path: string;
  /** A smaller body limit than the server's default, in bytes. */
  readonly bodyLimit?: number;
  /** The contract's schema of the body; a call without one takes no body. */
  readonly body?: Schema<unknown>;
  /** The contract's schema of the query; a call without one reads no query (and ignores any). */
  readonly query?: Schema<unknown>;
  /**
   * The message of a 400 for a request its schemas refuse, when the spec fixes one (login);
   * otherwise the message names the field and what is wrong with it.
   */
  readonly invalidMessage?: string | ((field: string) => string);
  /**
   * A refused body is answered with every refused field besides the first (`errors`, one per
   * field: its name and the schema's message), so a form can mark them all at once.
   */
  readonly everyInvalidField?: boolean;
  /**
   * A multipart upload (no `body` schema: the handler reads and checks the file): the part that
   * carries the file and what it may be, for the OpenAPI document.
   */
  readonly upload?: { readonly field: string; readonly accepts: readonly string[] };
}

/**
 * A staff call: a valid staff bearer token, and the role must grant `area`. Only the session's
 * own calls (logout) have no area; a test keeps it that way.
 */
export interface StaffRoute extends RouteBase {
  readonly auth: 'staff';
  readonly area?: PermissionArea;
  /** Open to a user who must change their password first (the change, logout, keep-alive). */
  readonly duringPasswordChange?: true;
  /**
   * The answer depends on nothing of the caller but being allowed into `area` (a GET): it is
   * kept as a public read's is, one copy for everyone in the area, cleared by every write on any
   * replica, and sent only after the caller's token and area are checked.
   */
  readonly sameForEveryone?: boolean;
  readonly handler: Handler<StaffPrincipal>;
}

/** A patient call: a valid patient token. */
export interface PatientRoute extends RouteBase {
  readonly auth: 'patient';
  readonly handler: Handler<PatientPrincipal>;
}

/** A call without a token (login, public reads). */
export interface PublicRoute extends RouteBase {
  readonly auth: 'none';
  readonly handler: Handler<null>;
}

/** One row of the route table (`route-table.ts`). */
export type RouteDefinition = StaffRoute | PatientRoute | PublicRoute;
