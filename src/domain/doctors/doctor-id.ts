import type { Brand } from '../shared/brand';

/** The id of a doctor; the adapters turn the server's id (number or string) into text. */
export type DoctorId = Brand<string, 'DoctorId'>;
