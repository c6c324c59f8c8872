import { addDays } from '../booking/hospital-day';

/** The figures a center counts each day (`/ClinicCenterStatistics/DashboardCenterStatstics`). */
export const CenterFigure = {
  Visits: 'visits',
  OnlineAppointments: 'onlineAppointments',
  NewPatients: 'newPatients',
  LabTests: 'labTests',
  Births: 'births',
  Surgeries: 'surgeries',
} as const;

export type CenterFigure = (typeof CenterFigure)[keyof typeof CenterFigure];

/** The figures in the order the screens show them. */
export const ALL_CENTER_FIGURES: readonly CenterFigure[] = Object.freeze(Object.values(CenterFigure));

export function isCenterFigure(value: unknown): value is CenterFigure {
  return ALL_CENTER_FIGURES.includes(value as CenterFigure);
}

export type FigureCounts = Readonly<Record<CenterFigure, number>>;

/** One center's figures of one day. */
export interface CenterDay {
  readonly centerId: number;
  /** `YYYY-MM-DD`, the center's own day. */
  readonly day: string;
  readonly figures: FigureCounts;
}

/** A span of whole days, both ends included, as `YYYY-MM-DD`. */
export interface Period {
  readonly from: string;
  readonly to: string;
}

/** The quick choices of the period: the last week, month and quarter of the figures. */
export const PERIOD_PRESETS = [7, 30, 90] as const;

/** The longest period shown: a year and a day, so a chart's days stay readable. */
export const MAX_PERIOD_DAYS = 366;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string): boolean {
  const match = DAY_TEXT.exec(text);
  if (match === null) return false;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(utc).toISOString().slice(0, 10) === text;
}

/** How many days the period holds, both ends included. */
export function periodLength({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period's days, oldest first. */
export function periodDays(period: Period): readonly string[] {
  return Array.from({ length: Math.max(0, periodLength(period)) }, (_, i) => addDays(period.from, i));
}

const zero = (): Record<CenterFigure, number> => ({
  visits: 0,
  onlineAppointments: 0,
  newPatients: 0,
  labTests: 0,
  births: 0,
  surgeries: 0,
});

/** The newest day with figures, or `undefined` when there are none. */
export function latestDay(rows: readonly CenterDay[]): string | undefined {
  let latest: string | undefined;
  for (const { day } of rows) if (latest === undefined || day > latest) latest = day;
  return latest;
}

/**
 * The last `days` days of the figures: ending with the newest day that has figures (a center's
 * day is counted once it is over, so "today" often has none yet), or with `today` when none do.
 */
export function presetPeriod(days: number, rows: readonly CenterDay[], today: string): Period {
  const to = latestDay(rows) ?? today;
  return { from: addDays(to, -(Math.max(1, Math.min(days, MAX_PERIOD_DAYS)) - 1)), to };
}

/**
 * The period an address asks for: both ends real days, in either order (they are swapped), and
 * at most `MAX_PERIOD_DAYS` long (the start moves up to fit). Anything else gives `fallback`.
 */
export function parsePeriod(from: string | undefined, to: string | undefined, fallback: Period): Period {
  if (from === undefined || to === undefined || !isDay(from) || !isDay(to)) return fallback;
  const [start, end] = from <= to ? [from, to] : [to, from];
  const period = { from: start, to: end };
  return periodLength(period) > MAX_PERIOD_DAYS
    ? { from: addDays(end, -(MAX_PERIOD_DAYS - 1)), to: end }
    : period;
}

const inPeriod = (row: CenterDay, period: Period, centers: ReadonlySet<number> | undefined) =>
  row.day >= period.from && row.day <= period.to && (centers === undefined || centers.has(row.centerId));

/** One center's figures added up over a period. */
export interface CenterTotals {
  readonly centerId: number;
  readonly totals: FigureCounts;
}

/** The figures per center over a period, and their sum over those centers. */
export interface PeriodTotals {
  /** A row per center with figures in the period, by center id. */
  readonly centers: readonly CenterTotals[];
  readonly total: FigureCounts;
}

/**
 * Each center's figures added up over the period (both ends included), for the chosen centers
 * (every center when `centers` is absent). Two rows of one center and day add up, as the
 * backend's figures of one day may come in parts. Centers with no row in the period are left out.
 */
export function periodTotals(
  rows: readonly CenterDay[],
  period: Period,
  centers?: ReadonlySet<number>,
): PeriodTotals {
  const byCenter = new Map<number, Record<CenterFigure, number>>();
  const total = zero();
  for (const row of rows) {
    if (!inPeriod(row, period, centers)) continue;
    let sums = byCenter.get(row.centerId);
    if (sums === undefined) byCenter.set(row.centerId, (sums = zero()));
    for (const figure of ALL_CENTER_FIGURES) {
      sums[figure] += row.figures[figure];
      total[figure] += row.figures[figure];
    }
  }
  return {
    centers: [...byCenter.entries()]
      .sort(([a], [b]) => a - b)
      .map(([centerId, totals]) => ({ centerId, totals })),
    total,
  };
}

/** One center's line of the per-day chart: a count for each day of the period, oldest first. */
export interface CenterLine {
  readonly centerId: number;
  readonly counts: readonly number[];
}

/** One figure per day over a period: the days, a line per center, and the days' sums. */
export interface FigureSeries {
  readonly figure: CenterFigure;
  readonly days: readonly string[];
  readonly lines: readonly CenterLine[];
  /** Each day's sum over the lines. */
  readonly totals: readonly number[];
}

/**
 * One figure of each day of the period, a line per chosen center that has figures in it (by
 * center id), a day without a row counted 0, and the sum of the lines per day.
 */
export function figureSeries(
  rows: readonly CenterDay[],
  period: Period,
  figure: CenterFigure,
  centers?: ReadonlySet<number>,
): FigureSeries {
  const days = periodDays(period);
  const index = new Map(days.map((day, i) => [day, i]));
  const byCenter = new Map<number, number[]>();
  const totals = new Array<number>(days.length).fill(0);
  for (const row of rows) {
    if (!inPeriod(row, period, centers)) continue;
    const at = index.get(row.day);
    if (at === undefined) continue;
    let counts = byCenter.get(row.centerId);
    if (counts === undefined) byCenter.set(row.centerId, (counts = new Array<number>(days.length).fill(0)));
    counts[at] = (counts[at] ?? 0) + row.figures[figure];
    totals[at] = (totals[at] ?? 0) + row.figures[figure];
  }
  return {
    figure,
    days,
    lines: [...byCenter.entries()]
      .sort(([a], [b]) => a - b)
      .map(([centerId, counts]) => ({ centerId, counts })),
    totals,
  };
}
