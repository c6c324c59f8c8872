import type { CalendarGateway, CalendarMonth } from '../../../src/application/ports/calendar-gateway';
import type { CalendarPayloadItem } from '../../../src/domain/appointments/calendar-events';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export class FakeCalendarGateway implements CalendarGateway {
  readonly answers = {
    doctorCalendar: new ScriptedCall<[DoctorId, CalendarMonth], readonly CalendarPayloadItem[]>(ok([])),
  };

  doctorCalendar(doctorId: DoctorId, month: CalendarMonth) {
    return this.answers.doctorCalendar.invoke(doctorId, month);
  }
}
