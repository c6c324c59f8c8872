import type { TranslationParams } from '../../../../application/ports/translator';
import { appointmentStateKey } from '../../../../domain/appointments/appointment-state-label';
import { parseAppointmentState } from '../../../../domain/appointments/parse-appointment-state';
import { destinationPlacement } from '../../../../domain/content/slider-destination';
import {
  JobPlacement,
  JobPlatform,
  parseJobPlacement,
  parseJobPlatform,
} from '../../../../domain/content/job-form-options';
import { normalizeLanguage, type Language } from '../../../../domain/preferences/language';
import { placementByValue, type CarouselPlacementLookup } from '../../../../domain/site/carousel-placement';
import { LOCALE } from '../../../i18n/intl-locale';
import { CellKind, ENUM_VALUES, type ColumnSpec } from './column-spec';
import { isRecord, readField, readLocalized } from './read-field';
import { isImageAddress, thumbnailOf } from '../../../../domain/media/image-address';
import { once } from '../../../../application/shared/once';
import type { ResourceKey } from '../../../../application/resources/resource-key';

/** One cell as shown: its text (what search and CSV use), what it sorts by, and how it is drawn. */
export interface Cell {
  readonly text: string;
  /** A number (amounts, counts, instants) or the text; `null` for an empty cell, which sorts last. */
  readonly sortKey: number | string | null;
  /** Drawn as a link to this address. */
  readonly href?: string;
  /** Read left to right inside a right-to-left page (phone numbers, codes, addresses of the web). */
  readonly ltr?: boolean;
  /** Drawn as a small picture (a record's image), described by `alt`. */
  readonly image?: { readonly src: string; readonly alt: string };
  /** Drawn as a link to this screen of the dashboard (the row's own). */
  readonly to?: string;
}

/** What a formatter needs of the screen: the language shown and its messages. */
export interface CellDisplay {
  readonly language: Language;
  readonly t: (key: string, params?: TranslationParams) => string;
  /** The zone instants are shown in; the browser's own when absent (tests pin one). */
  readonly timeZone?: string;
}

/** What formatting reads of a column (its header is the table's business). */
export type FormattedColumn = Pick<
  ColumnSpec,
  'field' | 'kind' | 'localized' | 'values' | 'ref' | 'detail' | 'plays'
>;

/** The lists `Reference` columns point into: per read, its rows by their id as text. */
export type References = ReadonlyMap<ResourceKey, ReadonlyMap<string, unknown>>;

const NO_REFERENCES: References = new Map();

export type CellFormatter = (column: FormattedColumn, row: unknown) => Cell;

const EMPTY: Cell = Object.freeze({ text: '', sortKey: null });

/** Intl locales (a module of their own: the home screen formats with them without the cells' code). */
export { LOCALE };

/** Day names in the order of the Iraqi week; the number is the day's bit (bit 0 Sunday). */
const WEEK: readonly (readonly [number, string])[] = [
  [6, 'saturday'],
  [0, 'sunday'],
  [1, 'monday'],
  [2, 'tuesday'],
  [3, 'wednesday'],
  [4, 'thursday'],
  [5, 'friday'],
];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const nameByValue = (table: Readonly<Record<string, number>>): ReadonlyMap<number, string> =>
  new Map(Object.entries(table).map(([name, value]) => [value, lowerFirst(name)]));
const PLATFORM_NAMES = nameByValue(JobPlatform);
const PLACEMENT_NAMES = nameByValue(JobPlacement);

/** The farthest instant a Date holds (ECMAScript: 10^8 days either side of 1970); Intl throws beyond. */
const LAST_INSTANT = 8.64e15;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;
const WEB_ADDRESS = /^(?:https?:\/\/|\/|mailto:)/i;

/** Any value as plain text: nested values as compact JSON, nothing as the empty string. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** A value that fits no formatting of its column: shown as sent, sorted by that text. */
function asText(value: unknown, ltr = false): Cell {
  const text = plainText(value);
  if (text === '') return EMPTY;
  return ltr ? { text, sortKey: text, ltr } : { text, sortKey: text };
}

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) return Number(value);
  return null;
};

/**
 * The Intl formatters of the lists, by locale and options, made once per page: making one costs
 * milliseconds (ICU builds it), as much as drawing a page of rows, and every list of a language
 * formats alike.
 */
const madeFormats = new Map<string, unknown>();

function sharedFormat<Options, Format>(
  kind: 'number' | 'date',
  Make: new (locale: string, options: Options) => Format,
  locale: string,
  options: Options,
): Format {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = madeFormats.get(key) as Format | undefined;
  if (format === undefined) madeFormats.set(key, (format = new Make(locale, options)));
  return format;
}

/** The Intl formatters of one language and zone, each looked up or made on its first use. */
function formatsOf(language: Language, timeZone: string | undefined) {
  const locale = LOCALE[language];
  const month = language === 'en' ? 'short' : '2-digit';
  const dayOptions = { day: '2-digit', month, year: 'numeric' } as const;
  const timeOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return {
    number: once(() => sharedFormat('number', Intl.NumberFormat, locale, { maximumFractionDigits: 2 })),
    year: once(() =>
      sharedFormat('number', Intl.NumberFormat, locale, { useGrouping: false, maximumFractionDigits: 0 }),
    ),
    money: once(() =>
      sharedFormat('number', Intl.NumberFormat, locale, {
        style: 'currency',
        currency: 'IQD',
        maximumFractionDigits: 0,
      }),
    ),
    instant: once(() =>
      sharedFormat('date', Intl.DateTimeFormat, locale, { ...dayOptions, ...timeOptions, timeZone }),
    ),
    instantDay: once(() => sharedFormat('date', Intl.DateTimeFormat, locale, { ...dayOptions, timeZone })),
    // A calendar day is midnight UTC: shown in UTC, it never moves to the day before.
    calendarDay: once(() =>
      sharedFormat('date', Intl.DateTimeFormat, locale, { ...dayOptions, timeZone: 'UTC' }),
    ),
  };
}

/**
 * Makes the formatters a list most often needs (numbers, then instants), one per call of
 * `schedule`: a screen hands them to the browser's idle time while its rows are on their way,
 * so the frame that draws the rows does not also build them.
 */
export function warmUpCellFormats(
  display: Pick<CellDisplay, 'language' | 'timeZone'>,
  schedule: (task: () => void) => void,
): void {
  const formats = formatsOf(display.language, display.timeZone);
  for (const make of [formats.number, formats.instant, formats.instantDay]) schedule(() => void make());
}

/**
 * Builds the formatter of one language. Each Intl formatter is made on its first use (a list of
 * counts never pays for the date formatters) and shared by every list of the language.
 */
export function createCellFormatter(
  display: CellDisplay,
  references: References = NO_REFERENCES,
): CellFormatter {
  const { language, t, timeZone } = display;
  const {
    number: numberFormat,
    year: yearFormat,
    money: moneyFormat,
    instant: instantFormat,
    instantDay: instantDayFormat,
    calendarDay: calendarDayFormat,
  } = formatsOf(language, timeZone);
  const separator = language === 'en' ? ', ' : '، ';
  const yes = t('cellValues.yes');
  const no = t('cellValues.no');

  const number = (value: unknown, format: () => Intl.NumberFormat): Cell => {
    const n = asNumber(value);
    return n === null ? asText(value) : { text: format().format(n), sortKey: n };
  };

  const instant = (value: unknown, withTime: boolean): Cell => {
    // A date-only text is read as midnight UTC (ECMAScript's rule for that form).
    const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
    if (!(Math.abs(ms) <= LAST_INSTANT)) return asText(value);
    const format =
      typeof value === 'string' && DATE_ONLY.test(value)
        ? calendarDayFormat
        : withTime
          ? instantFormat
          : instantDayFormat;
    return { text: format().format(ms), sortKey: ms };
  };

  const label = (key: string): Cell => {
    const text = t(key);
    return { text, sortKey: text };
  };

  const placement = (lookup: CarouselPlacementLookup, value: unknown): Cell =>
    lookup.ok ? label(lookup.value.i18nKey) : asText(value);

  const link = (value: unknown): Cell => {
    if (typeof value !== 'string' || value === '') return asText(value);
    return WEB_ADDRESS.test(value)
      ? { text: value, sortKey: value, href: value, ltr: true }
      : asText(value, true);
  };

  const reference = (column: FormattedColumn, value: unknown): Cell => {
    const row = column.ref === undefined ? undefined : references.get(column.ref.read)?.get(plainText(value));
    const name =
      row === undefined || column.ref === undefined
        ? ''
        : plainText(readLocalized(row, column.ref.label, language));
    return name === '' ? asText(value, true) : { text: name, sortKey: name };
  };

  const formatValue = (column: FormattedColumn, value: unknown): Cell => {
    if (value === null || value === undefined || value === '') return EMPTY;
    switch (column.kind) {
      case CellKind.Text:
        return asText(value);
      case CellKind.Code:
        return asText(value, true);
      case CellKind.Number:
        return number(value, numberFormat);
      case CellKind.Year:
        return number(value, yearFormat);
      case CellKind.Money:
        return number(value, moneyFormat);
      case CellKind.Duration: {
        const seconds = asNumber(value);
        return seconds === null || seconds < 0
          ? asText(value)
          : { text: duration(seconds), sortKey: seconds };
      }
      case CellKind.Date:
        return instant(value, false);
      case CellKind.DateTime:
        return instant(value, true);
      case CellKind.Time: {
        const time = typeof value === 'string' ? TIME_OF_DAY.exec(value) : null;
        if (time === null) return asText(value);
        const [hours, minutes] = [Number(time[1]), Number(time[2])];
        return { text: `${pad(hours)}:${pad(minutes)}`, sortKey: hours * 60 + minutes };
      }
      case CellKind.Boolean:
        if (value === true || value === 'true') return { text: yes, sortKey: yes };
        if (value === false || value === 'false') return { text: no, sortKey: no };
        return asText(value);
      case CellKind.Count: {
        const count = Array.isArray(value)
          ? value.length
          : isRecord(value)
            ? Object.keys(value).length
            : asNumber(value);
        return count === null ? asText(value) : { text: numberFormat().format(count), sortKey: count };
      }
      case CellKind.Link:
        return link(value);
      case CellKind.Image: {
        if (typeof value !== 'string' || !isImageAddress(value)) {
          return typeof value === 'string' && value.startsWith('data:')
            ? label('cellValues.embeddedImage')
            : link(value);
        }
        // A picture the browser may draw: its thumbnail, with the old text kept for search and export.
        const shown = value.startsWith('data:') ? label('cellValues.embeddedImage') : link(value);
        return { ...shown, image: { src: thumbnailOf(value), alt: t('recordMedia.thumbnail') } };
      }
      case CellKind.Weekdays: {
        const bits = asNumber(value);
        if (bits === null || !Number.isInteger(bits) || bits < 0 || bits > 127) return asText(value);
        const text = WEEK.filter(([bit]) => (bits & (1 << bit)) !== 0)
          .map(([, day]) => t(`cellValues.weekdays.${day}`))
          .join(separator);
        return text === '' ? EMPTY : { text, sortKey: text };
      }
      case CellKind.Language: {
        const shown = typeof value === 'string' && normalizeLanguage(value);
        return shown ? label(`languages.${shown}`) : asText(value);
      }
      case CellKind.AppointmentState: {
        const state = parseAppointmentState(value);
        return state.ok ? label(appointmentStateKey(state.value)) : asText(value);
      }
      case CellKind.CarouselPlacement:
        return placement(placementByValue(value), value);
      case CellKind.SliderDestination:
        return placement(destinationPlacement(value), value);
      case CellKind.JobPlatform: {
        const platform = parseJobPlatform(value);
        return platform.ok ? label(`jobs.platform.${PLATFORM_NAMES.get(platform.value)}`) : asText(value);
      }
      case CellKind.JobPlacement: {
        const place = parseJobPlacement(value);
        return place.ok ? label(`jobs.placement.${PLACEMENT_NAMES.get(place.value)}`) : asText(value);
      }
      case CellKind.Enum: {
        const words: readonly string[] = column.values === undefined ? [] : ENUM_VALUES[column.values];
        return typeof value === 'string' && words.includes(value)
          ? label(`cellValues.${column.values}.${lowerFirst(value)}`)
          : asText(value);
      }
      case CellKind.Reference:
        return reference(column, value);
    }
  };

  return (column, row) => {
    const cell = formatValue(
      column,
      column.localized === true ? readLocalized(row, column.field, language) : readField(row, column.field),
    );
    const to =
      column.detail === undefined || cell.text === '' ? undefined : detailUrl(column.detail, row, cell.text);
    if (to !== undefined) return { ...cell, to };
    if (column.plays === undefined || cell.image === undefined) return cell;
    // A video's thumbnail plays the video: it opens the video's own address, never a script's.
    const video = link(readField(row, column.plays)).href;
    return video === undefined ? { ...cell, href: undefined } : { ...cell, href: video };
  };
}

/**
 * A row's own address from its column's template: `{text}` is the cell's shown text (a center's
 * name in the shown language), any other `{field}` the row's field; none when a field is missing.
 */
function detailUrl(template: string, row: unknown, text: string): string | undefined {
  let missing = false;
  const url = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = name === 'text' ? text : readField(row, name);
    if ((typeof value !== 'number' && typeof value !== 'string') || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : url;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as m:ss, or h:mm:ss from an hour on. */
function duration(total: number): string {
  const seconds = Math.round(total);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
