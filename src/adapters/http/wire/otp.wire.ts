import type { OtpCode } from '../../../domain/otp/otp-code';
import type { OtpTestCode } from '../../../application/ports/otp-gateway';
import type { OtpRequestTotals } from '../../../application/resources/dashboard-items';
import { bool, object, str, type Check } from './shape';
import { count } from './wire-values';

/** A row of `GET /api/OtpCodes/GetOtpCodesDashboard` (000 §3), `phonenumber` spelt as sent. */
export interface OtpCodeWire {
  phonenumber: string;
  codeIsSent: boolean;
}

export const otpCodeCheck: Check<OtpCodeWire> = object({ phonenumber: str, codeIsSent: bool });

export const toOtpCode = (wire: OtpCodeWire): OtpCode => ({
  phoneNumber: wire.phonenumber,
  codeIsSent: wire.codeIsSent,
});

/** The OTP counters (000 §3), spelt as sent. */
export interface OtpCountersWire {
  codeIsSentCounter: number;
  codeNotSentCounter: number;
}

/**
 * A row of `GET /api/OtpCodes/GetOtpCodesGrouped` (the request-totals screen): one phone number
 * with its counters. The grouping by number is the product's reading of "grouped".
 */
export interface OtpRequestTotalsWire extends OtpCountersWire {
  phonenumber: string;
}

export const otpRequestTotalsCheck: Check<OtpRequestTotalsWire> = object({
  phonenumber: str,
  codeIsSentCounter: count,
  codeNotSentCounter: count,
});

export const toOtpRequestTotals = (wire: OtpRequestTotalsWire): OtpRequestTotals => ({
  phoneNumber: wire.phonenumber,
  requests: wire.codeIsSentCounter + wire.codeNotSentCounter,
  sent: wire.codeIsSentCounter,
  notSent: wire.codeNotSentCounter,
});

/** A row of `GET /api/OtpCodes/GetTestOtpCodes`: a number that always gets the same code (product's). */
export interface OtpTestCodeWire {
  phonenumber: string;
  code: string;
}

export const otpTestCodeCheck: Check<OtpTestCodeWire> = object({ phonenumber: str, code: str });

export const toOtpTestCode = (wire: OtpTestCodeWire): OtpTestCode => ({
  phoneNumber: wire.phonenumber,
  code: wire.code,
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
