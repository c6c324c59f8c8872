import { Classes, Colors } from '@blueprintjs/core';
import { useMemo, type CSSProperties } from 'react';
import type { CalendarColour } from '../../domain/appointments/calendar-colour';
import { dayStart, intlLocale, localDay, viewDays, type CalendarView } from './calendar-dates';
import './calendar-grid.css';

/** One appointment to draw. Times are epoch ms. */
export interface CalendarEntry {
  readonly id: string;
  readonly start: number;
  readonly end: number;
  readonly colour: CalendarColour;
  /** What the entry says beside its time (e.g. the state's label). */
  readonly title: string;
}

export interface CalendarGridProps {
  readonly view: CalendarView;
  /** A local day, `YYYY-MM-DD`, inside the span shown. */
  readonly day: string;
  /** The shown language (`en`, `ku`, `ar`): day and month names come from `Intl` in it. */
  readonly language: string;
  readonly entries: readonly CalendarEntry[];
  /** The grid's accessible name. */
  readonly label: string;
  /** Shown in a month cell with more entries than fit: `(n) => "+n more"`. */
  readonly moreText?: (n: number) => string;
}

/** The calendar's colours, by the rule's names, from Blueprint's palette (readable in both themes). */
export const CALENDAR_PALETTE: Readonly<Record<CalendarColour, string>> = {
  teal: Colors.TURQUOISE3,
  blue: Colors.BLUE3,
  purple: Colors.VIOLET3,
  orange: Colors.ORANGE3,
  grey: Colors.GRAY3,
};

const SLOTS_PER_HOUR = 4;
const MONTH_CELL_ENTRIES = 3;

/**
 * A day, week or month of appointments on a CSS grid: columns are days, in the document's
 * direction (right to left in Kurdish and Arabic without any mirroring of ours), rows are quarter
 * hours in the day and week views. The day and month names are the language's own (`Intl`).
 */
export function CalendarGrid(props: CalendarGridProps) {
  return props.view === 'month' ? <MonthGrid {...props} /> : <TimeGrid {...props} />;
}

function useFormats(language: string) {
  return useMemo(() => {
    const locale = intlLocale(language);
    return {
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }),
      dayNumber: new Intl.DateTimeFormat(locale, { day: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
      hour: new Intl.DateTimeFormat(locale, { hour: 'numeric' }),
    };
  }, [language]);
}

function entryStyle(entry: CalendarEntry, place: CSSProperties): CSSProperties {
  return { ...place, backgroundColor: CALENDAR_PALETTE[entry.colour] };
}

function TimeGrid({ view, day, language, entries, label }: CalendarGridProps) {
  const f = useFormats(language);
  const days = viewDays(view, day);
  const byDay = new Map(days.map((d, i) => [d, i]));
  const shown = entries
    .filter((e) => byDay.has(localDay(e.start)))
    .slice()
    .sort((a, b) => a.start - b.start);
  // The hours drawn: the working day, widened to every entry shown.
  let firstHour = 8;
  let lastHour = 18;
  for (const e of shown) {
    firstHour = Math.min(firstHour, new Date(e.start).getHours());
    const end = new Date(Math.max(e.end, e.start + 1));
    lastHour = Math.max(lastHour, end.getHours() + (end.getMinutes() > 0 ? 1 : 0));
  }
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i);
  const slotOf = (t: number) => {
    const d = new Date(t);
    return (d.getHours() - firstHour) * SLOTS_PER_HOUR + Math.floor(d.getMinutes() / (60 / SLOTS_PER_HOUR));
  };
  const rows = hours.length * SLOTS_PER_HOUR;
  return (
    <div
      className="calendar-grid calendar-time-grid"
      role="group"
      aria-label={label}
      data-view={view}
      data-testid="calendar-grid"
      style={{
        gridTemplateColumns: `auto repeat(${days.length}, minmax(0, 1fr))`,
        gridTemplateRows: `auto repeat(${rows}, minmax(12px, auto))`,
      }}
    >
      <div className="calendar-corner" style={{ gridColumn: 1, gridRow: 1 }} />
      {days.map((d, i) => {
        const start = dayStart(d) ?? 0;
        return (
          <div
            key={d}
            className="calendar-day-head"
            style={{ gridColumn: i + 2, gridRow: 1 }}
            data-testid="calendar-day-head"
          >
            {/* On a phone, seven days share the width: the short weekday and the day's number. */}
            <span className="calendar-weekday calendar-wide">{f.weekday.format(start)}</span>
            <span className={`${Classes.TEXT_MUTED} calendar-wide`}>{f.date.format(start)}</span>
            <span className="calendar-weekday calendar-narrow">{f.weekdayShort.format(start)}</span>
            <span className={`${Classes.TEXT_MUTED} calendar-narrow`}>{f.dayNumber.format(start)}</span>
          </div>
        );
      })}
      {hours.map((h, i) => (
        <div
          key={h}
          className={`calendar-hour ${Classes.TEXT_MUTED}`}
          style={{ gridColumn: 1, gridRow: `${2 + i * SLOTS_PER_HOUR} / span ${SLOTS_PER_HOUR}` }}
        >
          {f.hour.format(new Date(2000, 0, 1, h))}
        </div>
      ))}
      {days.map((d, i) =>
        hours.map((h, j) => (
          <div
            key={`${d}-${h}`}
            className="calendar-cell"
            style={{ gridColumn: i + 2, gridRow: `${2 + j * SLOTS_PER_HOUR} / span ${SLOTS_PER_HOUR}` }}
          />
        )),
      )}
      {shown.map((e) => {
        const column = (byDay.get(localDay(e.start)) ?? 0) + 2;
        const from = slotOf(e.start);
        const span = Math.max(1, Math.ceil((e.end - e.start) / (3_600_000 / SLOTS_PER_HOUR)));
        return (
          <div
            key={e.id}
            className="calendar-entry"
            data-testid="calendar-entry"
            data-id={e.id}
            data-colour={e.colour}
            style={entryStyle(e, {
              gridColumn: column,
              gridRow: `${2 + from} / span ${Math.min(span, rows - from)}`,
            })}
          >
            <time dateTime={new Date(e.start).toISOString()}>{f.time.format(e.start)}</time>{' '}
            <bdi>{e.title}</bdi>
          </div>
        );
      })}
    </div>
  );
}

function MonthGrid({ day, language, entries, label, moreText }: CalendarGridProps) {
  const f = useFormats(language);
  const days = viewDays('month', day);
  const month = day.slice(0, 7);
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of [...entries].sort((a, b) => a.start - b.start)) {
    const d = localDay(e.start);
    byDay.set(d, [...(byDay.get(d) ?? []), e]);
  }
  return (
    <div
      className="calendar-grid calendar-month-grid"
      role="group"
      aria-label={label}
      data-view="month"
      data-testid="calendar-grid"
    >
      {days.slice(0, 7).map((d) => (
        <div key={d} className="calendar-day-head" data-testid="calendar-day-head">
          <span className="calendar-weekday">{f.weekdayShort.format(dayStart(d) ?? 0)}</span>
        </div>
      ))}
      {days.map((d) => {
        const list = byDay.get(d) ?? [];
        const outside = d.slice(0, 7) !== month;
        return (
          <div key={d} className="calendar-month-cell" data-outside={outside}>
            <span className={`calendar-day-number ${outside ? Classes.TEXT_MUTED : ''}`}>
              {f.dayNumber.format(dayStart(d) ?? 0)}
            </span>
            {list.slice(0, MONTH_CELL_ENTRIES).map((e) => (
              <div
                key={e.id}
                className="calendar-entry"
                data-testid="calendar-entry"
                data-id={e.id}
                data-colour={e.colour}
                style={entryStyle(e, {})}
              >
                <time dateTime={new Date(e.start).toISOString()}>{f.time.format(e.start)}</time>{' '}
                <bdi>{e.title}</bdi>
              </div>
            ))}
            {list.length > MONTH_CELL_ENTRIES && moreText !== undefined && (
              <span className={Classes.TEXT_MUTED}>{moreText(list.length - MONTH_CELL_ENTRIES)}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
