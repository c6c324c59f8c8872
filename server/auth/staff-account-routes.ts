import {
  ACCOUNT_REQUEST_CALL,
  CHANGE_PASSWORD_CALL,
  FORGOT_PASSWORD_CALL,
  RESET_PASSWORD_CALL,
  VERIFY_RESET_CODE_CALL,
  accountRequestSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyResetCodeSchema,
} from '../../src/contract/auth/staff-account';
import type { RouteDefinition } from '../http/route';
import {
  changePassword,
  forgotPassword,
  requestAccount,
  resetPassword,
  verifyResetCode,
} from './staff-account-handlers';

/** A form's body: a password of 1,024 characters fits several times over. */
const FORM = { bodyLimit: 16 * 1024, everyInvalidField: true } as const;

/**
 * The staff account flows (docs/api-extensions.md, "Staff account requests and password resets"):
 * asking for an account and resetting a forgotten password without a token, and a signed-in
 * user's own password change, open while that change is required.
 */
export const STAFF_ACCOUNT_ROUTES: readonly RouteDefinition[] = [
  { ...ACCOUNT_REQUEST_CALL, auth: 'none', handler: requestAccount, body: accountRequestSchema, ...FORM },
  { ...FORGOT_PASSWORD_CALL, auth: 'none', handler: forgotPassword, body: forgotPasswordSchema, ...FORM },
  { ...VERIFY_RESET_CODE_CALL, auth: 'none', handler: verifyResetCode, body: verifyResetCodeSchema, ...FORM },
  { ...RESET_PASSWORD_CALL, auth: 'none', handler: resetPassword, body: resetPasswordSchema, ...FORM },
  {
    ...CHANGE_PASSWORD_CALL,
    auth: 'staff',
    duringPasswordChange: true,
    handler: changePassword,
    body: changePasswordSchema,
    ...FORM,
  },
];
