import type { SessionGateway, StaffGrant } from '../../application/ports/session-gateway';
import type { AppError } from '../../domain/errors/app-error';
import { parseStoredUser } from '../../domain/session/session-user';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { LOGIN_PATH, LOGOUT_PATH, loginResponseCheck, type LoginRequestWire } from '../http/wire/auth.wire';
import type { Check } from '../http/wire/shape';
import type { WireCall } from '../http/wire/wire-call';
import { ignoredBody, sendWireCall } from './wire-request';

/** 000 §7: the login carries no token (there is none yet), the logout the service token. */
const LOGIN_CALL: WireCall = { method: 'POST', path: LOGIN_PATH, auth: 'none' };
const LOGOUT_CALL: WireCall = { method: 'GET', path: LOGOUT_PATH, auth: 'staff' };

/**
 * The login answer read into the grant. The user is read with the same rule that reads it back
 * from storage at the next start (`parseStoredUser`), so a login never stores a user the next
 * page load would refuse: an answer whose user has an empty id is malformed here already.
 */
const staffGrantCheck: Check<StaffGrant> = (value, path) => {
  const checked = loginResponseCheck(value, path);
  if (!checked.ok) return checked;
  const { accessToken, chatToken, claims } = checked.value;
  const user = parseStoredUser(claims.user);
  if (user === undefined) return { ok: false, field: path ? `${path}.claims.user.id` : 'claims.user.id' };
  return { ok: true, value: { serviceToken: claims.serviceToken, chatToken, accessToken, user } };
};

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
    return sendWireCall(this.options.http, LOGIN_CALL, { name: 'login', check: staffGrantCheck, body });
  }

  logout(): Promise<Result<void, AppError>> {
    return sendWireCall(this.options.http, LOGOUT_CALL, { name: 'logout', check: ignoredBody });
  }
}
