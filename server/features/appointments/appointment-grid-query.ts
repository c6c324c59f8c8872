import {
  ALL_APPOINTMENT_STATES,
  type AppointmentState,
} from '../../../src/domain/appointments/appointment-state';
import { HttpAnswer } from '../../http/http-answer';
import { badRequest, wholeNumber } from '../shared/input';

/** Page size when the query names none, and the most one page may hold. */
export const GridPaging = { defaultPageSize: 50, maxPageSize: 100 } as const;
export type GridPaging = (typeof GridPaging)[keyof typeof GridPaging];

/** A validated grid query. Days are whole UTC days, `from` and `to` both included. */
export interface GridQuery {
  readonly skip: number;
  readonly pageSize: number;
  readonly doctorId: number | null;
  readonly state: AppointmentState | null;
  readonly from: Date | null;
  /** The first instant after the `to` day. */
  readonly toExclusive: Date | null;
}

type Query = Readonly<Record<string, string | string[] | undefined>>;

const DAY_MS = 86_400_000;

function day(text: string | undefined, name: string): Date | null | HttpAnswer {
  if (text === undefined || text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match === null ? null : new Date(`${text}T00:00:00.000Z`);
  if (date === null || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    return badRequest(`${name} must be a day written YYYY-MM-DD.`);
  }
  return date;
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? '\u0000' : value;

/** Reads `skip`, `pageSize`, `doctorId`, `appointmentState`, `from`, `to`; a bad value is a 400. */
export function parseGridQuery(query: Query): GridQuery | HttpAnswer {
  const skip = wholeNumber(single(query.skip), 0);
  if (skip === null) return badRequest('skip must be a whole number of at least 0.');
  const sizeText = single(query.pageSize);
  const pageSize =
    sizeText === undefined ? GridPaging.defaultPageSize : wholeNumber(sizeText, 1, GridPaging.maxPageSize);
  if (pageSize === null)
    return badRequest(`pageSize must be a whole number from 1 to ${GridPaging.maxPageSize}.`);
  const doctorText = single(query.doctorId);
  const doctorId =
    doctorText === undefined || doctorText === '' ? null : wholeNumber(doctorText, 1, 2_147_483_647);
  if (doctorText !== undefined && doctorText !== '' && doctorId === null) {
    return badRequest('doctorId must be a positive whole number.');
  }
  const stateText = single(query.appointmentState);
  let state: AppointmentState | null = null;
  if (stateText !== undefined && stateText !== '') {
    const n = wholeNumber(stateText, 1, 7);
    if (n === null || !ALL_APPOINTMENT_STATES.includes(n as AppointmentState)) {
      return badRequest('appointmentState must be a state number from 1 to 7.');
    }
    state = n as AppointmentState;
  }
  const from = day(single(query.from), 'from');
  if (from instanceof HttpAnswer) return from;
  const to = day(single(query.to), 'to');
  if (to instanceof HttpAnswer) return to;
  if (from !== null && to !== null && from.getTime() > to.getTime())
    return badRequest('from must not be after to.');
  return {
    skip,
    pageSize,
    doctorId,
    state,
    from,
    toExclusive: to === null ? null : new Date(to.getTime() + DAY_MS),
  };
}
