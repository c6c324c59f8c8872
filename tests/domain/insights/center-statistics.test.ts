import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/booking/hospital-day';
import {
  ALL_CENTER_FIGURES,
  figureSeries,
  isDay,
  MAX_PERIOD_DAYS,
  parsePeriod,
  periodDays,
  periodLength,
  periodTotals,
  presetPeriod,
  type CenterDay,
  type CenterFigure,
  type FigureCounts,
  type Period,
} from '../../../src/domain/insights/center-statistics';

const figures = (visits: number, births = 0): FigureCounts => ({
  visits,
  onlineAppointments: 0,
  newPatients: 0,
  labTests: 0,
  births,
  surgeries: 0,
});

const row = (centerId: number, day: string, visits: number, births = 0): CenterDay => ({
  centerId,
  day,
  figures: figures(visits, births),
});

const START = '2026-01-01';

/** Rows of a few centers over the first 60 days of 2026. */
const rowsArb = fc.array(
  fc.record({
    centerId: fc.integer({ min: 1, max: 5 }),
    day: fc.integer({ min: 0, max: 59 }).map((offset) => addDays(START, offset)),
    figures: fc.record(
      Object.fromEntries(ALL_CENTER_FIGURES.map((f) => [f, fc.nat(500)])) as Record<
        CenterFigure,
        fc.Arbitrary<number>
      >,
    ),
  }),
  { maxLength: 80 },
);

const periodArb = fc
  .tuple(fc.integer({ min: -5, max: 65 }), fc.integer({ min: 0, max: 40 }))
  .map(([start, length]): Period => ({ from: addDays(START, start), to: addDays(START, start + length) }));

const centersArb = fc.option(
  fc.uniqueArray(fc.integer({ min: 1, max: 5 })).map((ids) => new Set(ids)),
  {
    nil: undefined,
  },
);

const inside = (r: CenterDay, p: Period, centers?: ReadonlySet<number>) =>
  r.day >= p.from && r.day <= p.to && (centers === undefined || centers.has(r.centerId));

describe('the period of the center statistics', () => {
  it('knows real days from look-alikes', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-1')).toBe(false);
    expect(isDay('2026-11-27T00:00:00Z')).toBe(false);
  });

  it('ends the presets with the newest day that has figures, or today when none has', () => {
    const rows = [row(1, '2026-11-20', 3), row(2, '2026-11-26', 4), row(1, '2026-10-01', 1)];
    expect(presetPeriod(7, rows, '2026-11-27')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetPeriod(30, [], '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(periodLength(presetPeriod(90, rows, '2026-11-27'))).toBe(90);
  });

  it('takes the address when both ends are days, swapping them when reversed', () => {
    const fallback = { from: '2026-01-01', to: '2026-01-31' };
    expect(parsePeriod('2026-03-01', '2026-03-10', fallback)).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(parsePeriod('2026-03-10', '2026-03-01', fallback)).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(parsePeriod('2026-03-01', undefined, fallback)).toBe(fallback);
    expect(parsePeriod('2026-02-30', '2026-03-01', fallback)).toBe(fallback);
    expect(parsePeriod('yesterday', '2026-03-01', fallback)).toBe(fallback);
  });

  it('never gives a period longer than the limit nor one that ends elsewhere (property)', () => {
    const day = fc.integer({ min: -800, max: 800 }).map((offset) => addDays(START, offset));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const period = parsePeriod(a, b, { from: START, to: START });
        expect(period.from <= period.to).toBe(true);
        expect(periodLength(period)).toBeLessThanOrEqual(MAX_PERIOD_DAYS);
        expect(period.to).toBe(a > b ? a : b);
        expect(periodDays(period)).toHaveLength(periodLength(period));
      }),
    );
  });
});

describe('the figures per center over a period', () => {
  it('adds up each center in the period, both ends included, and the total of them', () => {
    const rows = [
      row(2, '2026-03-01', 10, 1),
      row(1, '2026-03-02', 5),
      row(2, '2026-03-03', 7, 2),
      row(2, '2026-03-04', 100),
      row(1, '2026-02-28', 100),
    ];
    const result = periodTotals(rows, { from: '2026-03-01', to: '2026-03-03' });
    expect(result.centers).toEqual([
      { centerId: 1, totals: figures(5) },
      { centerId: 2, totals: figures(17, 3) },
    ]);
    expect(result.total).toEqual(figures(22, 3));
    expect(periodTotals(rows, { from: '2026-03-01', to: '2026-03-03' }, new Set([1])).centers).toEqual([
      { centerId: 1, totals: figures(5) },
    ]);
  });

  it('counts every row inside the period exactly once, and none outside (property)', () => {
    fc.assert(
      fc.property(rowsArb, periodArb, centersArb, (rows, period, centers) => {
        const { centers: perCenter, total } = periodTotals(rows, period, centers);
        for (const figure of ALL_CENTER_FIGURES) {
          const expected = rows
            .filter((r) => inside(r, period, centers))
            .reduce((s, r) => s + r.figures[figure], 0);
          expect(total[figure]).toBe(expected);
          expect(perCenter.reduce((s, c) => s + c.totals[figure], 0)).toBe(expected);
        }
        const shown = perCenter.map((c) => c.centerId);
        expect(shown).toEqual(
          [...new Set(rows.filter((r) => inside(r, period, centers)).map((r) => r.centerId))].sort(
            (a, b) => a - b,
          ),
        );
      }),
    );
  });
});

describe('one figure per day over a period', () => {
  it('lays the days oldest first, a line per center, missing days at 0', () => {
    const rows = [row(2, '2026-03-01', 10), row(1, '2026-03-03', 5), row(2, '2026-03-03', 7)];
    expect(figureSeries(rows, { from: '2026-03-01', to: '2026-03-03' }, 'visits')).toEqual({
      figure: 'visits',
      days: ['2026-03-01', '2026-03-02', '2026-03-03'],
      lines: [
        { centerId: 1, counts: [0, 0, 5] },
        { centerId: 2, counts: [10, 0, 7] },
      ],
      totals: [10, 0, 12],
    });
  });

  it('says the same as the totals: each line sums to its center, each day to its rows (property)', () => {
    fc.assert(
      fc.property(
        rowsArb,
        periodArb,
        centersArb,
        fc.constantFrom(...ALL_CENTER_FIGURES),
        (rows, period, centers, figure) => {
          const series = figureSeries(rows, period, figure, centers);
          const { centers: perCenter } = periodTotals(rows, period, centers);
          expect(series.days).toHaveLength(periodLength(period));
          expect(series.lines.map((l) => [l.centerId, l.counts.reduce((a, b) => a + b, 0)])).toEqual(
            perCenter.map((c) => [c.centerId, c.totals[figure]]),
          );
          series.days.forEach((day, i) => {
            const expected = rows
              .filter((r) => r.day === day && inside(r, period, centers))
              .reduce((s, r) => s + r.figures[figure], 0);
            expect(series.totals[i]).toBe(expected);
            expect(series.lines.reduce((s, l) => s + (l.counts[i] ?? 0), 0)).toBe(expected);
          });
        },
      ),
    );
  });
});
