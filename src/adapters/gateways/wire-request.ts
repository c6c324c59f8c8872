import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient, HttpRequestWithBody, QueryParams } from '../http/http-client';
import type { Schema } from '../../contract/shared/schema';
import { fillPath, pathParams, type WireCall } from '../../contract/shared/wire-call';

/** What a gateway adds to a call of the wire contract. */
export interface WireRequest<T> {
  /** Named in `MalformedResponse(call, field)`. */
  readonly name: string;
  /** The contract's schema of the answer, usually followed by its mapper (`mapped`). */
  readonly check: Schema<T>;
  /** Values of the path's `{name}` placeholders (URI-encoded when filled in). */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: QueryParams;
  /** Sent as JSON with a POST, PUT or DELETE. */
  readonly body?: unknown;
}

/**
 * Sends one call of the wire contract through the shared client: the method, the path and the
 * token kind come from the contract (`WireCall`), never from the gateway, so a gateway cannot
 * drift from `src/contract/`. A missing path parameter is a bug in the gateway and
 * throws.
 */
export function sendWireCall<T>(
  http: HttpClient,
  call: WireCall,
  request: WireRequest<T>,
): Promise<Result<T, AppError>> {
  const params = request.params ?? {};
  const missing = pathParams(call.path).filter((name) => params[name] === undefined);
  if (missing.length > 0) throw new Error(`${request.name} needs the path parameters ${missing.join(', ')}.`);
  const sent: HttpRequestWithBody<T> = {
    path: fillPath(call.path, params),
    auth: call.auth,
    call: request.name,
    check: request.check,
    ...(request.query === undefined ? {} : { query: request.query }),
    ...(request.body === undefined ? {} : { body: request.body }),
  };
  switch (call.method) {
    case 'GET':
      return http.get(sent);
    case 'POST':
      return http.post(sent);
    case 'PUT':
      return http.put(sent);
    case 'DELETE':
      return http.delete(sent);
  }
}
