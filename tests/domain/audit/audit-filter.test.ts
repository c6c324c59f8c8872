import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_FILTER_MAX,
  auditFilterEntries,
  auditFilterFrom,
  EMPTY_AUDIT_FILTER,
  isEmptyAuditFilter,
} from '../../../src/domain/audit/audit-filter';

const fromParams = (query: string) => {
  const params = new URLSearchParams(query);
  return auditFilterFrom((name) => params.get(name));
};

describe('the audit filter', () => {
  it('reads each field, trimmed, and drops days that are not days', () => {
    expect(
      fromParams(
        'actor=%20Sara%20&action=Update&area=doctors&entity=Doctor&entityId=7&from=2026-02-30&to=2026-03-01',
      ),
    ).toEqual({
      actor: 'Sara',
      action: 'Update',
      area: 'doctors',
      entity: 'Doctor',
      entityId: '7',
      from: '',
      to: '2026-03-01',
    });
    expect(fromParams('')).toEqual(EMPTY_AUDIT_FILTER);
    expect(isEmptyAuditFilter(fromParams('page=3'))).toBe(true);
  });

  it('puts two days in order', () => {
    expect(fromParams('from=2026-05-09&to=2026-05-01')).toMatchObject({
      from: '2026-05-01',
      to: '2026-05-09',
    });
  });

  it('comes back unchanged through the address (property)', () => {
    const text = fc.string({ maxLength: 140 });
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.record({
          actor: text,
          action: text,
          area: text,
          entity: text,
          entityId: text,
          from: fc.option(day),
          to: fc.option(day),
        }),
        (raw) => {
          const filter = auditFilterFrom((name) => (raw as Record<string, string | null>)[name]);
          for (const value of Object.values(filter)) {
            expect(value).toBe(value.trim());
            expect(value.length).toBeLessThanOrEqual(AUDIT_FILTER_MAX);
          }
          if (filter.from !== '' && filter.to !== '') expect(filter.from <= filter.to).toBe(true);
          const again = fromParams(new URLSearchParams(auditFilterEntries(filter)).toString());
          expect(again).toEqual(filter);
        },
      ),
    );
  });
});
