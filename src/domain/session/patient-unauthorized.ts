import type { AppError } from '../errors/app-error';
import { hasToken } from './token-check';

/**
 * The patient site's stored session: the patient's own token, the verify flag of the one-time-code
 * check, and the info holding `patientId`. The spec does not name the keys; these are this
 * product's, prefixed so they never collide with the staff keys on one origin.
 */
export const PatientStoredKey = {
  Token: 'patientToken',
  Verified: 'patientVerified',
  Info: 'patientInfo',
} as const;

export type PatientStoredKey = (typeof PatientStoredKey)[keyof typeof PatientStoredKey];

/** What both patient-side rules clear from local storage, and where the cart one goes. */
export const PATIENT_UNAUTHORIZED_RESET = {
  localStorageKeys: [PatientStoredKey.Token, PatientStoredKey.Verified, PatientStoredKey.Info],
  /** A route of the patient site; the navigator resolves it under the site's base path. */
  redirectTo: '/patient-login',
} as const;

/** What the patient site must do; `clear` is always the full reset list. */
export type PatientSessionAction =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'clearAndReload'; readonly clear: readonly PatientStoredKey[] }
  | {
      readonly kind: 'clearAndRedirect';
      readonly clear: readonly PatientStoredKey[];
      readonly redirectTo: typeof PATIENT_UNAUTHORIZED_RESET.redirectTo;
    };

export type PatientSessionTrigger =
  | { readonly kind: 'profilesFailed'; readonly error: AppError }
  | { readonly kind: 'cartQuantityChanged'; readonly customerToken: string | null | undefined };

const PROCEED: PatientSessionAction = { kind: 'proceed' };

/**
 * The patient-side 401 rule: a 401 while loading profiles clears the stored values and reloads the
 * page; a cart quantity change without a customer token clears the same values and goes to the
 * patient login. Any other profiles failure is the list's own error, not the session's.
 */
export function patientSessionAction(trigger: PatientSessionTrigger): PatientSessionAction {
  const clear = PATIENT_UNAUTHORIZED_RESET.localStorageKeys;
  if (trigger.kind === 'profilesFailed') {
    return trigger.error.code === 'Unauthorized' ? { kind: 'clearAndReload', clear } : PROCEED;
  }
  return hasToken(trigger.customerToken)
    ? PROCEED
    : { kind: 'clearAndRedirect', clear, redirectTo: PATIENT_UNAUTHORIZED_RESET.redirectTo };
}
