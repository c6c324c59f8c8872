import fc from 'fast-check';

/** An id as a backend sends it: a positive integer or a uuid. */
export const wireIdArb = fc.oneof(fc.integer({ min: 1, max: 2_000_000_000 }), fc.uuid());

export const countArb = fc.nat({ max: 10_000 });

export const stateArb = fc.constantFrom(1, 2, 3, 4, 5, 6, 7);

export const textArb = fc.string({ maxLength: 24 });

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real calendar day, `YYYY-MM-DD`. */
export const calendarDayArb = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(),
  })
  .map(
    ({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad((day % daysIn(year, month)) + 1, 2)}`,
  );

/** The parts of an ISO-8601 date-time, and its text. */
export interface DateTimeSample {
  readonly text: string;
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** Minutes east of UTC; undefined for a local time. */
  readonly offset: number | undefined;
}

const zoneArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(0),
  fc.integer({ min: -12 * 60, max: 14 * 60 }).map((m) => m - (m % 15)),
);

/** A valid ISO-8601 date-time the way .NET or JavaScript write them (0 to 7 fraction digits). */
export const dateTimeArb: fc.Arbitrary<DateTimeSample> = fc
  .record({
    day: calendarDayArb,
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    fraction: fc.option(fc.stringMatching(/^\d{1,7}$/), { nil: undefined }),
    zone: zoneArb,
    withSeconds: fc.boolean(),
  })
  .map(({ day, hour, minute, second, fraction, zone, withSeconds }) => {
    const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
    const keptSecond = withSeconds || fraction !== undefined ? second : 0;
    const secondsText = withSeconds || fraction !== undefined ? `:${pad(keptSecond, 2)}` : '';
    const fractionText = fraction === undefined ? '' : `.${fraction}`;
    const zoneText =
      zone === undefined
        ? ''
        : zone === 0
          ? 'Z'
          : `${zone < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(zone) / 60), 2)}:${pad(Math.abs(zone) % 60, 2)}`;
    return {
      text: `${day}T${pad(hour, 2)}:${pad(minute, 2)}${secondsText}${fractionText}${zoneText}`,
      year,
      month,
      day: dayOfMonth,
      hour,
      minute,
      second: keptSecond,
      millisecond: fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0')),
      offset: zone,
    };
  });

export const dateTimeTextArb = dateTimeArb.map((d) => d.text);

/** Text the backend may leave out: a string, null, or nothing at all. */
export const optionalTextArb = fc.option(textArb, { nil: null });
