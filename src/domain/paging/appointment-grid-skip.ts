import { normalisePage, normalisePageSize } from './normalise-paging';
import { PagingDefault } from './paging-default';

/**
 * How many appointments the grid's call skips: skip = (page - 1) * pageSize, with a page size of 50
 * by default. An invalid page becomes 1 and an invalid page size becomes 50 (`normalisePage`,
 * `normalisePageSize`).
 */
export function appointmentGridSkip(
  page: number,
  pageSize: number = PagingDefault.AppointmentGridPageSize,
): number {
  return (normalisePage(page) - 1) * normalisePageSize(pageSize, PagingDefault.AppointmentGridPageSize);
}
