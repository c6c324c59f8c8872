import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_COUNT } from '../../server/seed/build/appointments';
import type { RowSet } from '../../server/seed/build/network-rows';
import { buildDemoNetwork } from '../../server/seed/demo-network';
import { Prng } from '../../server/seed/random/prng';
import { IRAQ_UTC_OFFSET_MINUTES, seedClock } from '../../server/seed/seed-clock';

const DAY_MS = 86_400_000;
/** Instants from 2000 to 2100. */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('the seeded generator', () => {
  it('gives the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = new Prng(seed);
        const b = new Prng(seed);
        for (let i = 0; i < 32; i++) expect(a.next()).toBe(b.next());
      }),
    );
  });

  it('gives independent sequences to different labels of one seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (seed, left, right) => {
        fc.pre(left !== right);
        const a = new Prng(seed).fork(left);
        const b = new Prng(seed).fork(right);
        const first = (p: Prng) => [p.next(), p.next(), p.next()];
        expect(first(a)).not.toEqual(first(b));
      }),
    );
  });

  it('draws floats in [0, 1) and integers between both bounds', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000), (seed, min, span) => {
        const prng = new Prng(seed);
        const f = prng.next();
        expect(f >= 0 && f < 1).toBe(true);
        const n = prng.int(min, min + span);
        expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true);
      }),
    );
  });

  it('never draws an entry of zero weight', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.tuple(fc.string(), fc.constantFrom(0, 0.5, 1, 3)), { minLength: 1, maxLength: 12 }),
        (seed, entries) => {
          fc.pre(entries.some(([, weight]) => weight > 0));
          const chosen = new Prng(seed).weighted(entries.map(([, w], i) => [i, w] as const));
          expect(entries[chosen]?.[1]).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('shuffles into a permutation of the same items', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const shuffled = new Prng(seed).shuffle(items);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});

describe('the seed day', () => {
  it('is the calendar day in Iraq: it starts at local midnight and holds the instant', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const clock = seedClock(now);
        expect(clock.midnight).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(clock.midnight + DAY_MS);
        expect(seedClock(clock.midnight).day).toBe(clock.day);
        expect(seedClock(clock.midnight - 1).day).not.toBe(clock.day);
      }),
    );
  });

  it('places a local time of day at that many minutes after local midnight, whole days apart', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 1439 }),
        (now, day, minute) => {
          const clock = seedClock(now);
          expect(clock.at(day, minute).getTime()).toBe(clock.midnight + day * DAY_MS + minute * 60_000);
          expect(seedClock(clock.at(day, minute).getTime()).day).toBe(clock.date(day));
        },
      ),
    );
  });

  it.each([
    ['2026-03-14T20:59:59Z', '2026-03-14', 6],
    ['2026-03-14T21:00:00Z', '2026-03-15', 0],
    ['2026-03-15T12:00:00Z', '2026-03-15', 0],
    ['2026-12-31T22:30:00Z', '2027-01-01', 5],
  ])('seeds %s on the Iraqi day %s (weekday %i)', (now, day, weekday) => {
    const clock = seedClock(Date.parse(now));
    expect(clock.day).toBe(day);
    expect(clock.weekday(0)).toBe(weekday);
    expect(new Date(clock.midnight).toISOString().slice(11, 16)).toBe(
      `${String(24 - IRAQ_UTC_OFFSET_MINUTES / 60).padStart(2, '0')}:00`,
    );
  });
});

describe('the demo network rows', () => {
  const MORNING = Date.UTC(2026, 2, 15, 5, 0);
  const time = (value: unknown): number =>
    value instanceof Date ? value.getTime() : Date.parse(String(value));
  let cache: Map<number, RowSet> | undefined;
  const built = (now: number): RowSet => {
    cache ??= new Map();
    const rows = cache.get(now) ?? buildDemoNetwork(now, 'locked');
    cache.set(now, rows);
    return rows;
  };

  it('builds the same rows at any hour of the seed day', () => {
    const morning = built(MORNING);
    const evening = built(MORNING + 14 * 3_600_000);
    for (const table of [
      'doctors',
      'pharmacy_items',
      'app_users',
      'online_appointments',
      'chat_messages',
    ] as const) {
      expect(JSON.stringify(evening[table])).toBe(JSON.stringify(morning[table]));
    }
    // Each build makes the whole demo network, which is slow on a busy machine, hence the long
    // timeout. The rule, not the speed, is checked here; the seed's time is reported at each start.
  }, 120_000);

  it('shifts every appointment by exactly seven days when seeded a week later, and keeps the doctors', () => {
    const now = built(MORNING);
    const later = built(MORNING + 7 * DAY_MS);
    const undated = (rows: RowSet['doctors']) =>
      (rows ?? []).map(({ created_at: _created, ...doctor }) => doctor);
    expect(undated(later.doctors)).toEqual(undated(now.doctors));
    expect(later.doctors?.map((d) => time(d.created_at))).toEqual(
      now.doctors?.map((d) => time(d.created_at) + 7 * DAY_MS),
    );
    const before = now.online_appointments ?? [];
    const after = later.online_appointments ?? [];
    expect(after).toHaveLength(APPOINTMENT_COUNT);
    after.forEach((row, i) => {
      expect(time(row.starting_time) - time(before[i]?.starting_time)).toBe(7 * DAY_MS);
      expect(row.state).toBe(before[i]?.state);
    });
  }, 120_000);
});
