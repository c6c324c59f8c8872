import {
  AnchorButton,
  Button,
  ButtonGroup,
  Classes,
  FormGroup,
  H2,
  H3,
  HTMLSelect,
  HTMLTable,
  InputGroup,
} from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StatisticsCenter } from '../../../application/insights/load-center-statistics';
import type { Language } from '../../../domain/preferences/language';
import {
  ALL_CENTER_FIGURES,
  isCenterFigure,
  PERIOD_PRESETS,
  type CenterFigure,
  type FigureSeries,
  type PeriodTotals,
} from '../../../domain/insights/center-statistics';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { downloadCsv } from '../resource-list/download-csv';
import { ListStates } from '../resource-list/list-states.view';
import '../resource-list/resource-list.css';
import { toCsv } from '../resource-list/table-model';
import { FigureChart, type ChartLine } from './figure-chart.view';
import { insightsUrlState, type InsightsViewModel } from './insights.view-model';
import './insights.css';

/**
 * The locale of each language for figures and dates: Kurdish and Arabic are written here with
 * their own (Arabic-Indic) digits and month names, as a report in those languages is read.
 */
export const INSIGHTS_LOCALE: Readonly<Record<Language, string>> = { en: 'en-GB', ku: 'ckb-IQ', ar: 'ar-IQ' };

const ALL_COLOUR = '#4C90F0';
const CENTER_COLOUR = '#32A467';

/** Noon UTC of a day, written in UTC: the same date whatever the browser's zone. */
const dayInstant = (day: string) => Date.parse(`${day}T12:00:00Z`);

interface Formats {
  readonly number: Intl.NumberFormat;
  readonly day: Intl.DateTimeFormat;
  readonly axisDay: Intl.DateTimeFormat;
}

function useFormats(language: Language): Formats {
  return useMemo(() => {
    const locale = INSIGHTS_LOCALE[language];
    return {
      number: new Intl.NumberFormat(locale),
      day: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      axisDay: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' }),
    };
  }, [language]);
}

/**
 * `/dashboard/analytics` and `/dashboard/CenterStatistic` (#17): the centers' figures over a
 * period. The period (quick choices or two dates), the center and the charted figure are kept in
 * the address. One figure per day is drawn as a chart with a table of the same numbers beside it;
 * every figure per center is a table whose charted column carries a bar. Both tables export as CSV.
 */
const InsightsScreen = observer(function InsightsScreen({ routeId }: { readonly routeId: string }) {
  const t = useT();
  const app = useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const vm = useViewModel(ViewModels.Insights, insightsUrlState(searchParams));
  const formats = useFormats(app.language);

  useEffect(() => void vm.load(), [vm]);

  const { from, to, center, figure } = vm.urlState;
  useEffect(() => {
    setSearchParams(
      (params) => {
        const set = (name: string, value: string | null) =>
          value === null ? params.delete(name) : params.set(name, value);
        set('from', from);
        set('to', to);
        set('center', center === null ? null : String(center));
        set('figure', figure === 'visits' ? null : figure);
        return params;
      },
      { replace: true },
    );
  }, [from, to, center, figure, setSearchParams]);

  const centerName = (id: number) =>
    nameOf(vm.data?.centers.get(id), app.language) ??
    t('insights.centerNumber', { id: formats.number.format(id) });
  const figureName = (f: CenterFigure) => t(`insights.figures.${f}`);
  const shownCenter = vm.center === null ? t('insights.allCenters') : centerName(vm.center);

  return (
    <div className="screen insights" data-route={routeId}>
      <H2 className="screen-title">{t(`routes.${routeId}`)}</H2>
      <ListStates status={vm.status} isEmpty={vm.data === undefined} onRetry={() => void vm.load()}>
        <Controls vm={vm} centerName={centerName} figureName={figureName} formats={formats} />
        {vm.series !== undefined && (
          <section aria-labelledby="insights-per-day" className="insights-section">
            <H3 id="insights-per-day">{t('insights.perDay', { figure: figureName(vm.figure) })}</H3>
            <div className="insights-chart-with-table">
              <FigureChart
                days={vm.series.days}
                lines={chartLines(vm.series, shownCenter)}
                number={formats.number}
                axisDay={formats.axisDay}
                dark={app.isDark}
                rtl={app.direction === 'rtl'}
                label={figureName(vm.figure)}
              />
              <DayTable
                series={vm.series}
                center={shownCenter}
                figure={figureName(vm.figure)}
                formats={formats}
              />
            </div>
          </section>
        )}
        {vm.totals !== undefined && (
          <section aria-labelledby="insights-per-center" className="insights-section">
            <H3 id="insights-per-center">{t('insights.perCenter')}</H3>
            <CenterTable
              vm={vm}
              totals={vm.totals}
              centerName={centerName}
              figureName={figureName}
              formats={formats}
            />
          </section>
        )}
      </ListStates>
    </div>
  );
});

export default InsightsScreen;

function nameOf(center: StatisticsCenter | undefined, language: Language): string | undefined {
  if (center === undefined) return undefined;
  return center.name[language] || center.name.en || undefined;
}

/** The chart's one line: all centers added up, or the one chosen. */
function chartLines(series: FigureSeries, label: string): readonly ChartLine[] {
  const only = series.lines.length === 1 ? series.lines[0] : undefined;
  return [
    only === undefined
      ? { key: 'all', label, colour: ALL_COLOUR, counts: series.totals }
      : { key: String(only.centerId), label, colour: CENTER_COLOUR, counts: only.counts },
  ];
}

const Controls = observer(function Controls({
  vm,
  centerName,
  figureName,
  formats,
}: {
  readonly vm: InsightsViewModel;
  readonly centerName: (id: number) => string;
  readonly figureName: (figure: CenterFigure) => string;
  readonly formats: Formats;
}) {
  const t = useT();
  const { period, bounds } = vm;
  if (period === undefined) return null;
  return (
    <div className="insights-controls">
      <div role="group" aria-label={t('insights.period')} className="insights-period">
        <ButtonGroup>
          {PERIOD_PRESETS.map((days) => (
            <Button
              key={days}
              active={vm.preset === days}
              aria-pressed={vm.preset === days}
              onClick={() => vm.choosePreset(days)}
              data-testid={`insights-preset-${days}`}
            >
              {t('insights.lastDays', { days: formats.number.format(days) })}
            </Button>
          ))}
        </ButtonGroup>
        <FormGroup inline label={t('insights.from')} labelFor="insights-from">
          <InputGroup
            id="insights-from"
            type="date"
            value={period.from}
            min={bounds?.from}
            max={period.to}
            onChange={(e) => vm.setFrom(e.currentTarget.value)}
            data-testid="insights-from"
          />
        </FormGroup>
        <FormGroup inline label={t('insights.to')} labelFor="insights-to">
          <InputGroup
            id="insights-to"
            type="date"
            value={period.to}
            min={period.from}
            max={bounds?.to}
            onChange={(e) => vm.setTo(e.currentTarget.value)}
            data-testid="insights-to"
          />
        </FormGroup>
      </div>
      <div className="insights-pickers">
        <FormGroup inline label={t('insights.center')} labelFor="insights-center">
          <HTMLSelect
            id="insights-center"
            value={vm.center ?? ''}
            onChange={(e) =>
              vm.chooseCenter(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
            }
            data-testid="insights-center"
          >
            <option value="">{t('insights.allCenters')}</option>
            {vm.centerIds.map((id) => (
              <option key={id} value={id}>
                {centerName(id)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup inline label={t('insights.figure')} labelFor="insights-figure">
          <HTMLSelect
            id="insights-figure"
            value={vm.figure}
            onChange={(e) => {
              const next = e.currentTarget.value;
              if (isCenterFigure(next)) vm.chooseFigure(next);
            }}
            data-testid="insights-figure"
          >
            {ALL_CENTER_FIGURES.map((f) => (
              <option key={f} value={f}>
                {figureName(f)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <p
        className={`${Classes.TEXT_MUTED} insights-period-text`}
        aria-live="polite"
        data-testid="insights-period"
      >
        {t('insights.periodText', {
          from: formats.day.format(dayInstant(period.from)),
          to: formats.day.format(dayInstant(period.to)),
          days: formats.number.format(vm.dayCount),
        })}
      </p>
    </div>
  );
});

/** The chart's figures as a table: a row per day, newest first. */
function DayTable({
  series,
  center,
  figure,
  formats,
}: {
  readonly series: FigureSeries;
  readonly center: string;
  readonly figure: string;
  readonly formats: Formats;
}) {
  const t = useT();
  const counts = series.lines.length === 1 ? (series.lines[0]?.counts ?? series.totals) : series.totals;
  const rows = series.days.map((day, index) => ({ day, count: counts[index] ?? 0 })).reverse();
  const caption = t('insights.perDayTable', { figure, center });
  const csv = () =>
    toCsv(
      [t('insights.day'), `${figure} (${center})`],
      [...rows].reverse().map((row) => [row.day, String(row.count)]),
    );
  return (
    <div className="insights-day-table">
      <div className="list-table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <HTMLTable compact striped className="insights-table" data-testid="insights-day-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.day')}</th>
              <th scope="col">{center}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day} data-day={row.day}>
                <th scope="row">{formats.day.format(dayInstant(row.day))}</th>
                <td>{formats.number.format(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <Button
        small
        variant="minimal"
        icon={<Download />}
        onClick={() => downloadCsv(`statistics-per-day-${series.days[0] ?? ''}`, csv())}
        data-testid="insights-day-csv"
      >
        {t('common.exportCsv')}
      </Button>
    </div>
  );
}

/** Every figure per center over the period, their total, and a bar of the charted figure's share. */
const CenterTable = observer(function CenterTable({
  vm,
  totals,
  centerName,
  figureName,
  formats,
}: {
  readonly vm: InsightsViewModel;
  readonly totals: PeriodTotals;
  readonly centerName: (id: number) => string;
  readonly figureName: (figure: CenterFigure) => string;
  readonly formats: Formats;
}) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const largest = Math.max(1, ...totals.centers.map((c) => c.totals[vm.figure]));
  const linkTo = (id: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('center', String(id));
    return `?${params.toString()}`;
  };
  const csv = () =>
    toCsv(
      [t('insights.center'), ...ALL_CENTER_FIGURES.map(figureName)],
      [
        ...totals.centers.map((c) => [
          centerName(c.centerId),
          ...ALL_CENTER_FIGURES.map((f) => String(c.totals[f])),
        ]),
        [t('insights.total'), ...ALL_CENTER_FIGURES.map((f) => String(totals.total[f]))],
      ],
    );
  return (
    <>
      <div className="list-table-scroll" tabIndex={0} role="region" aria-labelledby="insights-per-center">
        <HTMLTable
          compact
          striped
          className="insights-table insights-center-table"
          data-testid="insights-center-table"
        >
          <caption>
            {vm.period &&
              t('insights.perCenterTable', {
                from: formats.day.format(dayInstant(vm.period.from)),
                to: formats.day.format(dayInstant(vm.period.to)),
              })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.center')}</th>
              {ALL_CENTER_FIGURES.map((f) => (
                <th
                  scope="col"
                  key={f}
                  data-figure={f}
                  className={f === vm.figure ? 'insights-charted' : undefined}
                >
                  {figureName(f)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totals.centers.map((c) => (
              <tr key={c.centerId} data-center={c.centerId}>
                <th scope="row">
                  {vm.center === c.centerId ? (
                    centerName(c.centerId)
                  ) : (
                    <AnchorButton
                      variant="minimal"
                      small
                      href={linkTo(c.centerId)}
                      onClick={(e) => {
                        e.preventDefault();
                        vm.chooseCenter(c.centerId);
                      }}
                      className="insights-center-link"
                    >
                      {centerName(c.centerId)}
                    </AnchorButton>
                  )}
                </th>
                {ALL_CENTER_FIGURES.map((f) => (
                  <td key={f} data-figure={f} className={f === vm.figure ? 'insights-charted' : undefined}>
                    {formats.number.format(c.totals[f])}
                    {f === vm.figure && totals.centers.length > 1 && (
                      <span className="insights-bar" aria-hidden="true">
                        <span style={{ inlineSize: `${(100 * c.totals[f]) / largest}%` }} />
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-center="total">
              <th scope="row">{t('insights.total')}</th>
              {ALL_CENTER_FIGURES.map((f) => (
                <td key={f} data-figure={f}>
                  {formats.number.format(totals.total[f])}
                </td>
              ))}
            </tr>
          </tfoot>
        </HTMLTable>
      </div>
      <div className="insights-table-actions">
        {vm.center !== null && (
          <Button
            small
            variant="minimal"
            onClick={() => vm.chooseCenter(null)}
            data-testid="insights-all-centers"
          >
            {t('insights.showAllCenters')}
          </Button>
        )}
        <Button
          small
          variant="minimal"
          icon={<Download />}
          onClick={() => downloadCsv(`statistics-per-center-${vm.period?.from ?? ''}`, csv())}
          data-testid="insights-center-csv"
        >
          {t('common.exportCsv')}
        </Button>
      </div>
    </>
  );
});
