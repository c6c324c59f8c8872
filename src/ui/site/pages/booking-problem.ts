import type { AppError } from '../../../domain/errors/app-error';

/** The hospitals' time zone: booking times are shown as the clinic keeps them. */
export const HOSPITAL_TIME_ZONE = 'Asia/Baghdad';

const KNOWN = ['SlotTaken', 'NotFree', 'Blocked', 'TooManyOpen', 'NotOpen', 'TooLate', 'NotFound'];

/**
 * The translation key (`booking.site.errors.<key>`) of a refused booking or cancellation: the
 * server's `code` from a 409 or 404, `Blocked` for a 403, `failed` for anything else.
 */
export function bookingProblem(error: AppError): string {
  if (error.code === 'Forbidden') return 'Blocked';
  if (error.code === 'Conflict' || error.code === 'NotFound') {
    const code = (error.body as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && KNOWN.includes(code)) return code;
  }
  return 'failed';
}
