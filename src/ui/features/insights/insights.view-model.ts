import { makeAutoObservable, runInAction } from 'mobx';
import type {
  CenterStatistics,
  LoadCenterStatistics,
} from '../../../application/insights/load-center-statistics';
import {
  CenterFigure,
  figureSeries,
  isCenterFigure,
  isDay,
  parsePeriod,
  periodLength,
  periodTotals,
  presetPeriod,
  PERIOD_PRESETS,
  type FigureSeries,
  type Period,
  type PeriodTotals,
} from '../../../domain/insights/center-statistics';
import type { ListStatus } from '../../../domain/lists/list-state';

/** What the statistics screen keeps in its address: the period, the center and the charted figure. */
export interface InsightsUrlState {
  readonly from: string | null;
  readonly to: string | null;
  /** A center's id; `null` for all centers. */
  readonly center: number | null;
  readonly figure: CenterFigure;
}

/** The period shown before the user picks one: the last 30 days of figures. */
export const DEFAULT_PERIOD_DAYS = 30;

/** The address's search parameters as the screen's state; anything unreadable is left at its default. */
export function insightsUrlState(params: URLSearchParams): InsightsUrlState {
  const center = Number(params.get('center'));
  const figure = params.get('figure');
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && isDay(value) ? value : null;
  };
  return {
    from: day('from'),
    to: day('to'),
    center: Number.isSafeInteger(center) && center > 0 ? center : null,
    figure: isCenterFigure(figure) ? figure : CenterFigure.Visits,
  };
}

/**
 * `/dashboard/analytics` and `/dashboard/CenterStatistic` (#17): the centers' figures over a
 * period, per center and per day. The figures are read once; the period, the center and the
 * charted figure only recompute what is shown. Until the user picks a period, it is the last 30
 * days that have figures, and the address holds none.
 */
export class InsightsViewModel {
  status: ListStatus = { kind: 'loading' };
  data: CenterStatistics | undefined = undefined;
  /** The period the user or the address chose; `undefined` for the default one. */
  chosen: Period | undefined;
  center: number | null;
  figure: CenterFigure;

  constructor(
    private readonly loadStatistics: LoadCenterStatistics,
    initial: InsightsUrlState,
  ) {
    this.chosen =
      initial.from !== null && initial.to !== null
        ? parsePeriod(initial.from, initial.to, { from: initial.from, to: initial.to })
        : undefined;
    this.center = initial.center;
    this.figure = initial.figure;
    makeAutoObservable<this, 'loadStatistics'>(this, { loadStatistics: false }, { autoBind: true });
  }

  /** The period shown; before the figures arrive, the chosen one if any. */
  get period(): Period | undefined {
    const data = this.data;
    if (data === undefined) return this.chosen;
    return this.chosen ?? presetPeriod(DEFAULT_PERIOD_DAYS, data.days, data.today);
  }

  /** The preset the period is, if it is one (its button shows pressed). */
  get preset(): number | undefined {
    const { data, period } = this;
    if (data === undefined || period === undefined) return undefined;
    return PERIOD_PRESETS.find((days) => {
      const candidate = presetPeriod(days, data.days, data.today);
      return candidate.from === period.from && candidate.to === period.to;
    });
  }

  /** The earliest and latest days with figures: the date pickers' bounds. */
  get bounds(): Period | undefined {
    const days = this.data?.days;
    if (days === undefined || days.length === 0) return undefined;
    let from = days[0]?.day ?? '';
    let to = from;
    for (const { day } of days) {
      if (day < from) from = day;
      if (day > to) to = day;
    }
    return { from, to };
  }

  /** Every center with figures, by id: the center picker's choices. */
  get centerIds(): readonly number[] {
    return [...new Set(this.data?.days.map((d) => d.centerId))].sort((a, b) => a - b);
  }

  private get centerFilter(): ReadonlySet<number> | undefined {
    return this.center === null ? undefined : new Set([this.center]);
  }

  /** The figures per center over the period. */
  get totals(): PeriodTotals | undefined {
    const { data, period } = this;
    return data && period && periodTotals(data.days, period, this.centerFilter);
  }

  /** The charted figure per day over the period, for all centers added up or the one chosen. */
  get series(): FigureSeries | undefined {
    const { data, period } = this;
    return data && period && figureSeries(data.days, period, this.figure, this.centerFilter);
  }

  get dayCount(): number {
    return this.period === undefined ? 0 : periodLength(this.period);
  }

  get urlState(): InsightsUrlState {
    return {
      from: this.chosen?.from ?? null,
      to: this.chosen?.to ?? null,
      center: this.center,
      figure: this.figure,
    };
  }

  choosePreset(days: number): void {
    const data = this.data;
    if (data === undefined) return;
    this.chosen = days === DEFAULT_PERIOD_DAYS ? undefined : presetPeriod(days, data.days, data.today);
  }

  /** A new start (or end) from the date picker; an empty or half-typed date changes nothing. */
  setFrom(day: string): void {
    const period = this.period;
    if (period !== undefined && isDay(day)) this.chosen = parsePeriod(day, period.to, period);
  }

  setTo(day: string): void {
    const period = this.period;
    if (period !== undefined && isDay(day)) this.chosen = parsePeriod(period.from, day, period);
  }

  chooseCenter(center: number | null): void {
    this.center = center;
  }

  chooseFigure(figure: CenterFigure): void {
    this.figure = figure;
  }

  async load(): Promise<void> {
    this.status = { kind: 'loading' };
    const result = await this.loadStatistics.execute();
    runInAction(() => {
      if (result.ok) {
        this.data = result.value;
        this.status = { kind: 'loaded' };
      } else {
        this.status =
          result.error.code === 'Forbidden'
            ? { kind: 'forbidden' }
            : { kind: 'error', failure: result.error };
      }
    });
  }
}
