import type { SessionGateway, StaffGrant } from '../../application/ports/session-gateway';
import type { AppError } from '../../domain/errors/app-error';
import { parseStoredUser, type SessionUser } from '../../domain/session/session-user';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import {
  KEEP_ALIVE_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  loginResponseSchema,
  type LoginRequestWire,
} from '../../contract/auth/staff-session';
import { ignoredBody, type Schema } from '../../contract/shared/schema';
import { mapped } from '../../contract/shared/values';
import type { WireCall } from '../../contract/shared/wire-call';
import { sendWireCall } from './wire-request';

/** the spec: the login carries no token (there is none yet), the logout the service token. */
const LOGIN_CALL: WireCall = { method: 'POST', path: LOGIN_PATH, auth: 'none' };
const LOGOUT_CALL: WireCall = { method: 'GET', path: LOGOUT_PATH, auth: 'staff' };
const KEEP_ALIVE_CALL: WireCall = { method: 'POST', path: KEEP_ALIVE_PATH, auth: 'staff' };

/**
 * The login answer read into the grant. The user is read with the same rule that reads it back
 * from storage at the next start (`parseStoredUser`), so a login never stores a user the next
 * page load would refuse: an answer whose user has an empty id is malformed here already.
 */
const staffGrantSchema: Schema<StaffGrant> = mapped(loginResponseSchema, (wire) => ({
  serviceToken: wire.claims.serviceToken,
  chatToken: wire.chatToken,
  accessToken: wire.accessToken,
  // The contract's user schema refuses exactly what the stored-user rule would refuse.
  user: parseStoredUser(wire.claims.user) as SessionUser,
}));

export interface FetchSessionGatewayOptions {
  readonly http: HttpClient;
}

/**
 * `SessionGateway` over the shared HTTP client: `POST /api/ControlPanelAuth/Login` with
 * `{username, password}` and no token, answering the three tokens and `claims.user`;
 * `GET /api/ControlPanelAuth/Logout` with the service token, whose answer is not read.
 */
export class FetchSessionGateway implements SessionGateway {
  constructor(private readonly options: FetchSessionGatewayOptions) {}

  login(username: string, password: string): Promise<Result<StaffGrant, AppError>> {
    const body: LoginRequestWire = { username, password };
    return sendWireCall(this.options.http, LOGIN_CALL, { name: 'login', check: staffGrantSchema, body });
  }

  logout(): Promise<Result<void, AppError>> {
    return sendWireCall(this.options.http, LOGOUT_CALL, { name: 'logout', check: ignoredBody });
  }

  keepAlive(): Promise<Result<void, AppError>> {
    return sendWireCall(this.options.http, KEEP_ALIVE_CALL, { name: 'keepAlive', check: ignoredBody });
  }
}
