import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GridPaging,
  parseGridQuery,
  type GridQuery,
} from '../../../server/features/appointments/appointment-grid-query';
import { HttpAnswer } from '../../../server/http/http-answer';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('parseGridQuery', () => {
  it('pages by 50 when the query names no page size', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (skip) => {
        const q = parseGridQuery({ skip: String(skip) }) as GridQuery;
        expect(q.pageSize).toBe(GridPaging.defaultPageSize);
        expect(q.skip).toBe(skip);
      }),
    );
  });

  it('keeps the to day whole: the range ends at the first instant of the next day', () => {
    fc.assert(
      fc.property(day, (to) => {
        const q = parseGridQuery({ skip: '0', to }) as GridQuery;
        expect(q.toExclusive?.toISOString()).toBe(
          new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString(),
        );
      }),
    );
  });

  it('refuses with 400 a from day after the to day', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        fc.pre(a !== b);
        const [early, late] = a < b ? [a, b] : [b, a];
        expect(parseGridQuery({ skip: '0', from: late, to: early })).toBeInstanceOf(HttpAnswer);
        expect(parseGridQuery({ skip: '0', from: early, to: late })).not.toBeInstanceOf(HttpAnswer);
      }),
    );
  });

  it('refuses with 400 every state number outside 1 to 7', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }).filter((n) => n < 1 || n > 7),
        (state) => {
          expect(parseGridQuery({ skip: '0', appointmentState: String(state) })).toBeInstanceOf(HttpAnswer);
        },
      ),
    );
  });

  it.each([
    ['the first page', { skip: '0' }, { skip: 0, pageSize: 50, doctorId: null, state: null }],
    [
      'page 3 of 50 (skip = (page-1)*pageSize)',
      { skip: '100' },
      { skip: 100, pageSize: 50, doctorId: null, state: null },
    ],
    [
      'a doctor and a state',
      { skip: '0', pageSize: '20', doctorId: '7', appointmentState: '4' },
      { skip: 0, pageSize: 20, doctorId: 7, state: 4 },
    ],
  ])('reads %s', (_name, query, expected) => {
    expect(parseGridQuery(query)).toEqual(expect.objectContaining(expected));
  });

  it.each([
    ['no skip', {}],
    ['a repeated skip', { skip: ['0', '50'] }],
    ['February 30', { skip: '0', from: '2026-02-30' }],
  ])('refuses %s', (_name, query) => {
    expect(parseGridQuery(query)).toBeInstanceOf(HttpAnswer);
  });
});
