import type { AppError } from '../../domain/errors/app-error';
import type { SessionUser } from '../../domain/session/session-user';
import type { Result } from '../../domain/shared/result';

/** What a successful staff login grants ("Login result"): the three tokens and the user. */
export interface StaffGrant {
  /** Bearer token of every dashboard call (the login result's `claims.serviceToken`). */
  readonly serviceToken: string;
  /** Token of the two real-time hubs. */
  readonly chatToken: string;
  readonly accessToken: string;
  /** The user of `claims.user`, already read into the domain's shape. */
  readonly user: SessionUser;
}

/**
 * The staff login and logout calls (`POST /api/ControlPanelAuth/Login` with `{username, password}`,
 * `GET /api/ControlPanelAuth/Logout`). An implementation never throws: every failure is an
 * `AppError` — a 400 is `BadRequest`, a 429 `RateLimited`, no answer `NetworkFailure` or `Timeout`,
 * a body without the tokens or the user `MalformedResponse` — so the application can pick the login
 * alert.
 */
export interface SessionGateway {
  login(username: string, password: string): Promise<Result<StaffGrant, AppError>>;
  /** Ends the session on the server with the current service token. */
  logout(): Promise<Result<void, AppError>>;
  /**
   * Tells the server the user is active, so that its idle limit starts again (an extension:
   * `POST /api/ControlPanelAuth/KeepAlive`). A backend without it answers an error, which only
   * means its sessions have no idle limit to keep.
   */
  keepAlive(): Promise<Result<void, AppError>>;
}
