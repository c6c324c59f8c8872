import { badRequest, wholeNumber } from '../shared/input';
import type { HttpAnswer } from '../../http/http-answer';

/** The most records one audit page may ask for. */
export const MAX_AUDIT_PAGE = 100;

/** A validated range of the newest-first audit log: records `offset` up to, not including, `end`. */
export interface AuditRange {
  readonly offset: number;
  readonly end: number;
}

type Query = Readonly<Record<string, string | string[] | undefined>>;

/**
 * Reads `page` (the offset, despite its name) and `limit` (the end), as the spec's audit call sends
 * them: whole numbers with 0 <= offset < end and end - offset <= 100; anything else is a 400.
 */
export function parseAuditRange(query: Query): AuditRange | HttpAnswer {
  const offset = typeof query.page === 'string' ? wholeNumber(query.page, 0) : null;
  const end = typeof query.limit === 'string' ? wholeNumber(query.limit, 1) : null;
  if (offset === null || end === null) return badRequest('page and limit must be whole numbers.');
  if (offset >= end) return badRequest('page (the offset) must be below limit (the end).');
  if (end - offset > MAX_AUDIT_PAGE) return badRequest(`A page holds at most ${MAX_AUDIT_PAGE} records.`);
  return { offset, end };
}
