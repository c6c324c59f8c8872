import { asPatientId } from '../../domain/appointments/patient-id';
import * as v from 'valibot';
import { str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { idText, wireId, filledText } from '../shared/values';

/*
 * The patient's sign-in by a one-time code (extensions: the spec shows the patient login page and
 * the OTP logs, not the calls behind them). Neither call carries a token.
 */

export const REQUEST_CODE_CALL: WireCall = { method: 'POST', path: '/PatientAuth/RequestCode', auth: 'none' };
export const VERIFY_CODE_CALL: WireCall = { method: 'POST', path: '/PatientAuth/VerifyCode', auth: 'none' };
/** Revokes the patient token it is sent with; the browser forgets the session either way. */
export const PATIENT_LOGOUT_CALL: WireCall = { method: 'POST', path: '/PatientAuth/Logout', auth: 'patient' };

export interface RequestCodeWire {
  phoneNumber: string;
}

export interface VerifyCodeWire {
  phoneNumber: string;
  code: string;
}

export const requestCodeSchema: Schema<RequestCodeWire> = v.looseObject({ phoneNumber: filledText });

export const verifyCodeSchema: Schema<VerifyCodeWire> = v.looseObject({
  phoneNumber: filledText,
  code: filledText,
});

/** What a verified code grants: the patient's bearer token and their id. */
export interface PatientGrantWire {
  token: string;
  patientId: string | number;
}

export const patientGrantSchema: Schema<PatientGrantWire> = v.looseObject({ token: str, patientId: wireId });

export const toPatientGrant = (wire: PatientGrantWire) => ({
  token: wire.token,
  patientId: asPatientId(idText(wire.patientId)),
});

/** Spec paths this file owns: none, both calls are extensions. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [
  REQUEST_CODE_CALL,
  VERIFY_CODE_CALL,
  PATIENT_LOGOUT_CALL,
];
