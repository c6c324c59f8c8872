import type { Brand } from '../shared/brand';

/**
 * The id of a patient: the current patient's `patientId` from the stored info, and the `issuerId`
 * of an appointment. Branded so it cannot be compared with an appointment id.
 */
export type PatientId = Brand<string, 'PatientId'>;

export const asPatientId = (raw: string): PatientId => raw as PatientId;
