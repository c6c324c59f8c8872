import { asPatientId, type PatientId } from '../../domain/appointments/patient-id';

/**
 * The current patient's id from the stored patient info ("patientId in locally stored info"): a
 * non-empty string, or a finite number written as text. Anything else is no patient.
 */
export function readPatientId(info: unknown): PatientId | null {
  if (typeof info !== 'object' || info === null) return null;
  const raw = (info as { readonly patientId?: unknown }).patientId;
  if (typeof raw === 'string' && raw !== '') return asPatientId(raw);
  if (typeof raw === 'number' && Number.isFinite(raw)) return asPatientId(String(raw));
  return null;
}
