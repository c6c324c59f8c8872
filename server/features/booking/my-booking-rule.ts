import type { MyBookingRuleWire } from '../../../src/contract/appointments/booking';
import type { PatientPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { openBookingCount, patientRule } from './booking-rules';

/**
 * GET /api/Appointment/MyBookingRule (patient token): the account's own rule and how many open
 * bookings it holds, so the site offers Cancel and Book only where the server will accept them.
 */
export async function readMyBookingRule(context: RouteContext<PatientPrincipal>): Promise<MyBookingRuleWire> {
  const { db } = context.services;
  const now = context.services.now();
  const id = context.principal.appUserId;
  const rule = await patientRule(db, id);
  return {
    maxOpenAppointments: rule.maxOpenAppointments,
    openAppointments: await openBookingCount(db, id, now),
    canBookOnline: rule.canBookOnline && (rule.blockedUntil === null || rule.blockedUntil <= now),
    blockedUntil: rule.blockedUntil === null ? null : new Date(rule.blockedUntil).toISOString(),
    cancelHoursBefore: rule.cancelHoursBefore,
  };
}
