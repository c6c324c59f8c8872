import * as v from 'valibot';
import { AccessProblem, loginNameProblem, passwordProblem } from '../../domain/access/staff-access-rules';
import { AccountRequestPolicy } from '../../domain/access/account-flow-rules';
import { normaliseIraqiMobile } from '../../domain/patients/iraqi-mobile-number';
import { isoDateTime } from '../shared/iso-date-time';
import { str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';

/*
 * Staff account requests, forgotten passwords and password changes (extensions:
 * docs/api-extensions.md, "Staff account requests and password resets"). The spec shows the
 * `/register` and `/forgot` screens, not the calls behind them; a hospital does not let anyone
 * make a staff account, so a request waits for an administrator.
 */

export const ACCOUNT_REQUEST_CALL: WireCall = { method: 'POST', path: '/StaffAccount/Request', auth: 'none' };
export const FORGOT_PASSWORD_CALL: WireCall = {
  method: 'POST',
  path: '/StaffAccount/ForgotPassword',
  auth: 'none',
};
export const VERIFY_RESET_CODE_CALL: WireCall = {
  method: 'POST',
  path: '/StaffAccount/VerifyResetCode',
  auth: 'none',
};
export const RESET_PASSWORD_CALL: WireCall = {
  method: 'POST',
  path: '/StaffAccount/ResetPassword',
  auth: 'none',
};
/** The signed-in user's own change; the one call left open while a change is required. */
export const CHANGE_PASSWORD_CALL: WireCall = {
  method: 'POST',
  path: '/StaffAccount/ChangePassword',
  auth: 'staff',
};
export const ACCOUNT_REQUESTS_CALL: WireCall = {
  method: 'GET',
  path: '/StaffAccountRequests/List',
  auth: 'staff',
};
export const APPROVE_ACCOUNT_REQUEST_CALL: WireCall = {
  method: 'POST',
  path: '/StaffAccountRequests/{id}/Approve',
  auth: 'staff',
};
export const REFUSE_ACCOUNT_REQUEST_CALL: WireCall = {
  method: 'POST',
  path: '/StaffAccountRequests/{id}/Refuse',
  auth: 'staff',
};

/** Why a value of these forms is refused; the page's text is `accountRequest.problem.<code>`. */
export const AccountProblem = {
  ...AccessProblem,
  Phone: 'phone',
  Code: 'code',
} as const;
export type AccountProblem = (typeof AccountProblem)[keyof typeof AccountProblem];

/** The domain's rule as a schema check: the issue's message is the problem code. */
const ruled = (rule: (value: string) => string | null) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = rule(dataset.value);
    if (problem !== null) addIssue({ message: problem });
  });

const NUL_FREE = (t: string) => !t.includes('\u0000');
const text = (max: number) =>
  v.pipe(
    v.string(AccountProblem.NotText),
    v.trim(),
    v.check(NUL_FREE, AccountProblem.NotText),
    v.maxLength(max, AccountProblem.TooLong),
  );

const loginName = v.pipe(v.string(AccountProblem.Required), v.trim(), ruled(loginNameProblem));
/** Never trimmed: a password is exactly what was typed. */
const newPassword = v.pipe(v.string(AccountProblem.Required), ruled(passwordProblem));
/** A password as the login takes it: anything typed, up to the login's limit. */
const typedPassword = v.pipe(
  v.string(AccountProblem.Required),
  v.nonEmpty(AccountProblem.Required),
  v.maxLength(1_024, AccountProblem.TooLong),
);
const phoneNumber = v.pipe(
  v.string(AccountProblem.Phone),
  v.maxLength(40, AccountProblem.Phone),
  v.check((t) => normaliseIraqiMobile(t) !== null, AccountProblem.Phone),
  v.transform((t) => normaliseIraqiMobile(t) as string),
);
/** Six digits, Arabic-Indic digits and spaces allowed as typed. */
const resetCode = v.pipe(
  v.string(AccountProblem.Code),
  v.maxLength(40, AccountProblem.Code),
  v.transform((t) =>
    t
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/\s/g, ''),
  ),
  v.regex(/^\d{6}$/, AccountProblem.Code),
);
const version = v.pipe(
  v.number(AccountProblem.Required),
  v.safeInteger(AccountProblem.Required),
  v.minValue(1),
);

/** `POST /StaffAccount/Request`: who asks, and how to reach them. */
export const accountRequestSchema = v.object(
  {
    name: loginName,
    fullName: v.pipe(text(200), v.nonEmpty(AccountProblem.Required)),
    phoneNumber,
    note: v.optional(text(AccountRequestPolicy.noteMax), ''),
  },
  AccountProblem.Required,
);
export type AccountRequestWire = v.InferInput<typeof accountRequestSchema>;

export const forgotPasswordSchema = v.object(
  { name: v.pipe(v.string(AccountProblem.Required), v.trim(), ruled(loginNameProblem)) },
  AccountProblem.Required,
);
export type ForgotPasswordWire = v.InferInput<typeof forgotPasswordSchema>;

export const verifyResetCodeSchema = v.object(
  { name: forgotPasswordSchema.entries.name, code: resetCode },
  AccountProblem.Required,
);
export type VerifyResetCodeWire = v.InferInput<typeof verifyResetCodeSchema>;

export const resetPasswordSchema = v.object(
  {
    ticket: v.pipe(
      v.string(AccountProblem.Required),
      v.regex(/^[A-Za-z0-9_-]{20,100}$/, AccountProblem.Code),
    ),
    password: newPassword,
  },
  AccountProblem.Required,
);
export type ResetPasswordWire = v.InferInput<typeof resetPasswordSchema>;

export const changePasswordSchema = v.object(
  { currentPassword: typedPassword, newPassword },
  AccountProblem.Required,
);
export type ChangePasswordWire = v.InferInput<typeof changePasswordSchema>;

export const approveAccountRequestSchema = v.object(
  {
    roleId: v.pipe(v.string(AccountProblem.Required), v.trim(), v.nonEmpty(AccountProblem.Required)),
    password: newPassword,
    version,
  },
  AccountProblem.Required,
);
export type ApproveAccountRequestWire = v.InferInput<typeof approveAccountRequestSchema>;

export const refuseAccountRequestSchema = v.object({ version }, AccountProblem.Required);
export type RefuseAccountRequestWire = v.InferInput<typeof refuseAccountRequestSchema>;

/** The answer of a request or a reset request: the same whatever the name (nothing tells which exist). */
export interface AccountMessageWire {
  message: string;
}
export const accountMessageSchema: Schema<AccountMessageWire> = v.looseObject({ message: str });

export interface ForgotPasswordAnswerWire {
  message: string;
  expiresInSeconds: number;
}
export const forgotPasswordAnswerSchema: Schema<ForgotPasswordAnswerWire> = v.looseObject({
  message: str,
  expiresInSeconds: v.number(),
});

/** A right code: the ticket that sets the new password once. */
export interface ResetTicketWire {
  ticket: string;
  expiresInSeconds: number;
}
export const resetTicketSchema: Schema<ResetTicketWire> = v.looseObject({
  ticket: str,
  expiresInSeconds: v.number(),
});

export type AccountRequestStatus = 'pending' | 'approved' | 'refused';

/** A request on the users screen. `nameTaken`: a staff user already has that name (approval would fail). */
export interface AccountRequestRowWire {
  id: string;
  name: string;
  fullName: string;
  phoneNumber: string;
  note: string;
  createdAt: string;
  status: AccountRequestStatus;
  decidedAt: string | null;
  decidedBy: string | null;
  nameTaken: boolean;
  version: number;
}

export const accountRequestRowSchema: Schema<AccountRequestRowWire> = v.looseObject({
  id: str,
  name: str,
  fullName: str,
  phoneNumber: str,
  note: str,
  createdAt: isoDateTime,
  status: v.picklist(['pending', 'approved', 'refused']),
  decidedAt: v.nullable(isoDateTime),
  decidedBy: v.nullable(str),
  nameTaken: v.boolean(),
  version: v.number(),
});
export const accountRequestRowsSchema: Schema<AccountRequestRowWire[]> = v.array(accountRequestRowSchema);

/** Spec paths this file owns: none (its calls are extensions). */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [
  ACCOUNT_REQUEST_CALL,
  FORGOT_PASSWORD_CALL,
  VERIFY_RESET_CODE_CALL,
  RESET_PASSWORD_CALL,
  CHANGE_PASSWORD_CALL,
  ACCOUNT_REQUESTS_CALL,
  APPROVE_ACCOUNT_REQUEST_CALL,
  REFUSE_ACCOUNT_REQUEST_CALL,
];
