import type { CalendarGateway, CalendarMonth } from '../../application/ports/calendar-gateway';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import { ResourceKey } from '../../application/resources/resource-key';
import type { CalendarPayloadItem } from '../../domain/appointments/calendar-events';
import type { DoctorId } from '../../domain/doctors/doctor-id';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import { calendarMonthText } from '../../contract/appointments/calendar';

export interface FetchCalendarGatewayOptions {
  /** The patient site's resource gateway: the calendar is its `doctorCalendar` read. */
  readonly resources: ResourceGateway;
}

/**
 * `CalendarGateway`: the catalogue's `doctorCalendar` read, `GET /api/Doctor/{doctorId}/{YYYY-MM}`
 * with the patient token; the month is written as the wire contract writes it.
 */
export class FetchCalendarGateway implements CalendarGateway {
  constructor(private readonly options: FetchCalendarGatewayOptions) {}

  doctorCalendar(
    doctorId: DoctorId,
    month: CalendarMonth,
  ): Promise<Result<readonly CalendarPayloadItem[], AppError>> {
    return this.options.resources.load(ResourceKey.DoctorCalendar, {
      doctorId,
      month: calendarMonthText(month),
    });
  }
}
