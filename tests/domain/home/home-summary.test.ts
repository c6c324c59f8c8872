import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_APPOINTMENT_STATES } from '../../../src/domain/appointments/appointment-state';
import { ALL_HOME_PARTS, homePartsFor } from '../../../src/domain/home/home-parts';
import { daySeries } from '../../../src/domain/home/home-summary';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';

const DAY = 86_400_000;

describe('daySeries: the per-day chart of the home', () => {
  it('lays the days oldest first, ending with today, and a line per state that occurs', () => {
    const from = Date.UTC(2026, 10, 27);
    const { days, series } = daySeries(
      [
        { daysAgo: 0, state: 4, count: 3 },
        { daysAgo: 2, state: 1, count: 1 },
        { daysAgo: 0, state: 1, count: 2 },
      ],
      from,
      3,
    );
    expect(days).toEqual([from - 2 * DAY, from - DAY, from]);
    expect(series).toEqual([
      { state: 1, counts: [1, 0, 2] },
      { state: 4, counts: [0, 0, 3] },
    ]);
  });

  it('keeps every count inside the span and nothing outside it (property)', () => {
    const row = fc.record({
      daysAgo: fc.integer({ min: -2, max: 40 }),
      state: fc.constantFrom(...ALL_APPOINTMENT_STATES),
      count: fc.nat(50),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), fc.integer({ min: 1, max: 30 }), (rows, dayCount) => {
        const { days, series } = daySeries(rows, 0, dayCount);
        expect(days).toHaveLength(dayCount);
        const inside = rows.filter((r) => r.daysAgo >= 0 && r.daysAgo < dayCount);
        const total = series.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);
        expect(total).toBe(inside.reduce((sum, r) => sum + r.count, 0));
        expect(series.every((s) => s.counts.length === dayCount && s.counts.some((c) => c > 0))).toBe(true);
      }),
    );
  });
});

describe('homePartsFor: what a role sees on the home', () => {
  it('gives reception appointments and chat only', () => {
    expect(homePartsFor([PermissionArea.Appointments, PermissionArea.Chat])).toEqual([
      'appointments',
      'chat',
    ]);
  });

  it('gives every part to a role with every area, and none to a role with none', () => {
    expect(homePartsFor(ALL_PERMISSION_AREAS)).toEqual(ALL_HOME_PARTS);
    expect(homePartsFor([])).toEqual([]);
  });
});
