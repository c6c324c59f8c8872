import type { CalendarPayloadItem } from '../../domain/appointments/calendar-events';
import type { DoctorId } from '../../domain/doctors/doctor-id';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** A calendar month: `month` is 1 to 12. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/**
 * The doctor calendar of the patient site (`GET /api/Doctor/{a}/{b}`). The spec does not say what
 * `a` and `b` are; the product reads them as the doctor's id and the month shown, written `YYYY-MM`
 * (`/api/Doctor/12/2026-03`), so the server sends one month of appointments at a time. The answer
 * is the payload as sent: a list whose first item holds `onlineAppointments`. An implementation
 * never throws.
 */
export interface CalendarGateway {
  doctorCalendar(
    doctorId: DoctorId,
    month: CalendarMonth,
  ): Promise<Result<readonly CalendarPayloadItem[], AppError>>;
}
