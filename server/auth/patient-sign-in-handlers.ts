import { HttpAnswer } from '../http/http-answer';
import type { PatientPrincipal } from '../http/principal';
import type { RouteContext } from '../http/route';
import { findOrCreateAppUser } from './app-user-directory';
import { normaliseIraqiMobile } from './iraqi-phone-number';
import { OTP_CODE_LENGTH } from './otp-code-hash';
import { checkCode, recordCodeRequest } from './otp-store';
import { revoke } from './revocations';
import { sessionEvent } from './staff-session-handlers';
import { TokenKind } from './token-kind';

/** Paths below `/api` (docs/api-extensions.md, "Patient sign-in by code"). */
export const REQUEST_CODE_PATH = '/PatientAuth/RequestCode';
export const VERIFY_CODE_PATH = '/PatientAuth/VerifyCode';
export const PATIENT_LOGOUT_PATH = '/PatientAuth/Logout';

/** Body of `POST /api/PatientAuth/RequestCode`. */
export interface RequestCodeRequestWire {
  phoneNumber: string;
}

/** Answer of `RequestCode`: never the code itself. */
export interface RequestCodeResponseWire {
  expiresInSeconds: number;
}

/** Body of `POST /api/PatientAuth/VerifyCode`. */
export interface VerifyCodeRequestWire {
  phoneNumber: string;
  code: string;
}

/** Answer of `VerifyCode`: a patient token and the app user's id (the calendar's `patientId`). */
export interface VerifyCodeResponseWire {
  token: string;
  patientId: string;
}

export const PatientSignInMessage = {
  InvalidPhoneNumber: 'Please enter a valid phone number.',
  TooManyRequests: 'Too many code requests for this number. Please wait and try again.',
  InvalidCode: 'The code is wrong or has expired.',
  TooManyAttempts: 'Too many wrong codes. Please request a new code.',
} as const;
export type PatientSignInMessage = (typeof PatientSignInMessage)[keyof typeof PatientSignInMessage];

/** Longest text accepted where a phone number is expected. */
const MAX_PHONE_INPUT = 40;

function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length <= MAX_PHONE_INPUT ? value : null;
}

function phoneOf(body: unknown): string | null {
  const text = field(body, 'phoneNumber');
  return text === null ? null : normaliseIraqiMobile(text);
}

/** A six-digit code as typed, Arabic-Indic digits and spaces allowed; null otherwise. */
function codeOf(body: unknown): string | null {
  const text = field(body, 'code');
  if (text === null) return null;
  const digits = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s/g, '');
  return new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/**
 * POST /api/PatientAuth/RequestCode (no token). Records a code for the number, tells the staff on
 * /PhoneHub (`newRequest`), and answers how long the code lives. 400 for a number that is not an
 * Iraqi mobile number; 429 with `Retry-After` beyond the request limits.
 */
export async function requestCode({
  body,
  ip,
  services,
}: RouteContext<null>): Promise<RequestCodeResponseWire | HttpAnswer> {
  const phoneNumber = phoneOf(body);
  if (phoneNumber === null) return HttpAnswer.error(400, PatientSignInMessage.InvalidPhoneNumber);
  const outcome = await recordCodeRequest(
    services.db,
    { phoneNumber, ip, now: services.now() },
    services.otpPolicy,
  );
  if (outcome.kind === 'limited') {
    return HttpAnswer.error(
      429,
      PatientSignInMessage.TooManyRequests,
      {},
      { 'retry-after': String(outcome.retryAfterSeconds) },
    );
  }
  services.hubs.phone.codeRequested(phoneNumber);
  return { expiresInSeconds: services.otpPolicy.lifetimeSeconds };
}

/**
 * POST /api/PatientAuth/VerifyCode (no token). The newest code of the number, unexpired and unused,
 * signs the patient in: the app user is created at the first sign-in, and the answer carries a
 * patient token. 400 for a wrong, expired or missing code; 429 once the code has had its attempts.
 */
export async function verifyCode({
  body,
  services,
  ip,
}: RouteContext<null>): Promise<VerifyCodeResponseWire | HttpAnswer> {
  const phoneNumber = phoneOf(body);
  if (phoneNumber === null) return HttpAnswer.error(400, PatientSignInMessage.InvalidPhoneNumber);
  const code = codeOf(body);
  if (code === null) return HttpAnswer.error(400, PatientSignInMessage.InvalidCode);
  const now = services.now();
  const outcome = await checkCode(services.db, { phoneNumber, code, now }, services.otpPolicy);
  if (outcome !== 'accepted') {
    const locked = outcome === 'locked';
    const actor = { kind: 'anonymous' as const, id: null, name: phoneNumber };
    await sessionEvent(
      services,
      locked ? 'PatientSignInLocked' : 'PatientSignInFailed',
      locked ? 'denied' : 'failure',
      actor,
      ip,
    );
    return locked
      ? HttpAnswer.error(429, PatientSignInMessage.TooManyAttempts)
      : HttpAnswer.error(400, PatientSignInMessage.InvalidCode);
  }
  const user = await findOrCreateAppUser(services.db, phoneNumber, now);
  const { token, claims } = await services.tokens.issue(TokenKind.Patient, user.id, { phoneNumber });
  await sessionEvent(
    services,
    'PatientSignIn',
    'success',
    { kind: 'patient', id: user.id, name: phoneNumber },
    ip,
    claims.session,
  );
  return { token, patientId: user.id };
}

/**
 * POST /api/PatientAuth/Logout (patient token; an extension). Revokes the patient's session, so
 * the token is refused from then on, and closes its hub connections.
 */
export async function patientLogout({
  principal,
  services,
  ip,
}: RouteContext<PatientPrincipal>): Promise<{ message: string }> {
  const { session, expiresAt } = principal.claims;
  await revoke(services.db, session, new Date(expiresAt), new Date(services.now()));
  services.hubs.closeSession(session);
  const actor = { kind: 'patient' as const, id: principal.appUserId, name: principal.phoneNumber };
  await sessionEvent(services, 'PatientSignOut', 'success', actor, ip, session);
  return { message: 'Logged out.' };
}
