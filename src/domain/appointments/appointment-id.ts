import type { Brand } from '../shared/brand';

/** The id of an online appointment, as the backend gives it (kept as text: its format is not shown). */
export type AppointmentId = Brand<string, 'AppointmentId'>;

export const asAppointmentId = (raw: string): AppointmentId => raw as AppointmentId;
