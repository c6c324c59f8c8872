import type { OtpCode } from '../../domain/otp/otp-code';
import * as v from 'valibot';
import { bool, str, type Schema } from '../shared/schema';
import { count } from '../shared/values';

/** A row of `GET /api/OtpCodes/GetOtpCodesDashboard` (the spec), `phonenumber` spelt as sent. */
export interface OtpCodeWire {
  phonenumber: string;
  codeIsSent: boolean;
}

export const otpCodeSchema: Schema<OtpCodeWire> = v.looseObject({ phonenumber: str, codeIsSent: bool });

export const toOtpCode = (wire: OtpCodeWire): OtpCode => ({
  phoneNumber: wire.phonenumber,
  codeIsSent: wire.codeIsSent,
});

/** The OTP counters (the spec), spelt as sent. */
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

export const otpRequestTotalsSchema: Schema<OtpRequestTotalsWire> = v.looseObject({
  phonenumber: str,
  codeIsSentCounter: count,
  codeNotSentCounter: count,
});

export const toOtpRequestTotals = (wire: OtpRequestTotalsWire) => ({
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

export const otpTestCodeSchema: Schema<OtpTestCodeWire> = v.looseObject({ phonenumber: str, code: str });

export const toOtpTestCode = (wire: OtpTestCodeWire) => ({
  phoneNumber: wire.phonenumber,
  code: wire.code,
});

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
