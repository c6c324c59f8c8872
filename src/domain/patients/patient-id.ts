import type { Brand } from '../shared/brand';

/** The id of one patient profile; the adapters turn the server's id (number or string) into text. */
export type PatientId = Brand<string, 'PatientId'>;
