import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import { requestText } from '../shared/values';

/** POST /api/ControlPanelAuth/Login: body of the request. */
export interface LoginRequestWire {
  username: string;
  password: string;
}

export const loginRequestSchema: Schema<LoginRequestWire> = v.looseObject({
  username: requestText,
  password: requestText,
});

/**
 * The staff user inside `claims.user`. The spec shows only that the greeting uses the user's name
 * and full name; `id` and the permission `areas` are this product's choice (docs/api-extensions.md).
 */
export interface StaffUserWire {
  id: string;
  name: string;
  fullName: string;
  areas?: string[] | null | undefined;
  /**
   * Sent (true) when someone else set the password: the user changes it before anything else
   * (an extension: docs/api-extensions.md, "Staff account requests and password resets").
   */
  mustChangePassword?: boolean | undefined;
}

/** POST /api/ControlPanelAuth/Login: the answer (the spec). */
export interface LoginResponseWire {
  accessToken: string;
  chatToken: string;
  claims: { user: StaffUserWire; serviceToken: string };
}

export const LOGIN_PATH = '/ControlPanelAuth/Login';
export const LOGOUT_PATH = '/ControlPanelAuth/Logout';
/** The session's idle time starts again (an extension: docs/api-extensions.md, "Sessions"). */
export const KEEP_ALIVE_PATH = '/ControlPanelAuth/KeepAlive';

export const loginResponseSchema: Schema<LoginResponseWire> = v.looseObject({
  accessToken: str,
  chatToken: str,
  claims: v.looseObject({
    // An empty id is refused here: the client could not store such a user and read it back.
    user: v.looseObject({
      id: v.pipe(str, v.nonEmpty()),
      name: str,
      fullName: str,
      areas: v.nullish(v.array(str)),
      mustChangePassword: v.optional(v.boolean()),
    }),
    serviceToken: str,
  }),
});

/** Spec paths this file owns outside the resource table: the session's two calls (the spec). */
export const WIRE_PATHS: readonly string[] = [LOGIN_PATH, LOGOUT_PATH];
