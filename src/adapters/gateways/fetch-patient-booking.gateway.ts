import type {
  BookingRequest,
  FreeDay,
  MyBookingRule,
  PatientBookingGateway,
} from '../../application/ports/patient-booking-gateway';
import {
  BOOK_CALL,
  CANCEL_BY_PATIENT_CALL,
  FREE_SLOTS_CALL,
  MY_BOOKING_RULE_CALL,
  bookedSchema,
  cancelledSchema,
  freeSlotsSchema,
  myBookingRuleSchema,
  toFreeDays,
} from '../../contract/appointments/booking';
import { mapped } from '../../contract/shared/values';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const freeDaysCheck = mapped(freeSlotsSchema, toFreeDays);
const bookedCheck = mapped(bookedSchema, (wire) => ({ id: String(wire.id) }));
const cancelledCheck = mapped(cancelledSchema, (): void => undefined);
const ruleCheck = mapped(myBookingRuleSchema, (wire): MyBookingRule => ({
  maxOpenAppointments: wire.maxOpenAppointments,
  openAppointments: wire.openAppointments,
  canBookOnline: wire.canBookOnline,
  cancelHoursBefore: wire.cancelHoursBefore,
}));

/** `PatientBookingGateway` over the shared HTTP client: the free slots without a token, the rest with the patient's. */
export class FetchPatientBookingGateway implements PatientBookingGateway {
  constructor(private readonly http: HttpClient) {}

  freeDays(doctorId: number, from: string, days: number): Promise<Result<readonly FreeDay[], AppError>> {
    return sendWireCall(this.http, FREE_SLOTS_CALL, {
      name: 'freeSlots',
      check: freeDaysCheck,
      query: { doctorId: String(doctorId), from, days: String(days) },
    });
  }

  book(request: BookingRequest): Promise<Result<{ readonly id: string }, AppError>> {
    return sendWireCall(this.http, BOOK_CALL, {
      name: 'book',
      check: bookedCheck,
      body: {
        doctorId: request.doctorId,
        startingTime: new Date(request.start).toISOString(),
        patientId: request.patientId,
      },
    });
  }

  cancel(appointmentId: string): Promise<Result<void, AppError>> {
    return sendWireCall(this.http, CANCEL_BY_PATIENT_CALL, {
      name: 'cancelByPatient',
      check: cancelledCheck,
      params: { id: appointmentId },
      body: {},
    });
  }

  myRule(): Promise<Result<MyBookingRule, AppError>> {
    return sendWireCall(this.http, MY_BOOKING_RULE_CALL, { name: 'myBookingRule', check: ruleCheck });
  }
}
