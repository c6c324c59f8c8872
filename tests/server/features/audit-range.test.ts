import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AUDIT_PAGE, parseAuditRange } from '../../../server/features/audit/audit-range';
import { HttpAnswer } from '../../../server/http/http-answer';

const query = (page: string, limit: string) => ({ page, limit });

describe('parseAuditRange', () => {
  it('accepts every whole-number range with 0 <= offset < end and at most 100 records, unchanged', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: MAX_AUDIT_PAGE }), (offset, size) => {
        expect(parseAuditRange(query(String(offset), String(offset + size)))).toEqual({
          offset,
          end: offset + size,
        });
      }),
    );
  });

  it('refuses with 400 every range that is empty, reversed or longer than 100 records', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (offset, end) => {
        fc.pre(end <= offset || end - offset > MAX_AUDIT_PAGE);
        const result = parseAuditRange(query(String(offset), String(end)));
        expect(result).toBeInstanceOf(HttpAnswer);
        expect((result as HttpAnswer).status).toBe(400);
      }),
    );
  });

  it('refuses with 400 any value that is not a whole number written in digits', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d+$/.test(s)),
        (text) => {
          expect(parseAuditRange(query(text, '10'))).toBeInstanceOf(HttpAnswer);
          expect(parseAuditRange(query('0', text))).toBeInstanceOf(HttpAnswer);
        },
      ),
    );
  });

  it.each([
    ['page 1 of size 10', '0', '10', { offset: 0, end: 10 }],
    ['page 3 of size 10', '20', '30', { offset: 20, end: 30 }],
    ['page 2 of size 100', '100', '200', { offset: 100, end: 200 }],
  ])('reads %s (offset=(page-1)*size, end=page*size)', (_name, page, limit, expected) => {
    expect(parseAuditRange(query(page, limit))).toEqual(expected);
  });
});
