import type { ResourceKey } from '../../../../application/resources/resource-key';
/**
 * How a cell shows its value. Every kind turns any value into text without throwing: a value of
 * the wrong type (another backend's field of the same name) is shown as plain text.
 */
export const CellKind = {
  /** Text as sent; with `localized`, the field's `En`/`Ku`/`Ar` variant of the shown language. */
  Text: 'text',
  /** Text read left to right even in a right-to-left page: phone numbers, e-mails, codes, ids. */
  Code: 'code',
  Number: 'number',
  /** A whole number shown without digit grouping (a year: 1998, not 1,998). */
  Year: 'year',
  /** An amount in Iraqi dinars. */
  Money: 'money',
  /** Seconds as m:ss or h:mm:ss. */
  Duration: 'duration',
  /** A calendar day (`2026-10-05`): no time zone shift. */
  Date: 'date',
  /** An instant (ISO text or epoch milliseconds), in the browser's time zone. */
  DateTime: 'dateTime',
  /** A time of day (`09:00:00`) as hours and minutes. */
  Time: 'time',
  /** A translated yes or no; the texts `true`/`false` count too (configuration values). */
  Boolean: 'boolean',
  /** How many items a nested list (or fields a nested record) holds, instead of its raw JSON. */
  Count: 'count',
  /** An address of the web, shown as a link. */
  Link: 'link',
  /** A picture: a link to it, or a translated word for an embedded (base64) picture. */
  Image: 'image',
  /** A weekday bit set (bit 0 Sunday ... bit 6 Saturday) as translated day names. */
  Weekdays: 'weekdays',
  /** A language code (`ku`) as the language's own name. */
  Language: 'language',
  /** An appointment state number, through the domain's state labels. */
  AppointmentState: 'appointmentState',
  /** A `carouselFor` number, through the domain's placement table. */
  CarouselPlacement: 'carouselPlacement',
  /** A slider destination name (or number), matched as the domain matches destinations. */
  SliderDestination: 'sliderDestination',
  JobPlatform: 'jobPlatform',
  JobPlacement: 'jobPlacement',
  /** One of a known set of backend words (`Delivered`), translated; an unknown word as sent. */
  Enum: 'enum',
  /**
   * The id of another record (`centerId`) as that record's name, read from its list (`ref`); the
   * id itself while the list has not arrived, cannot be read, or does not hold it.
   */
  Reference: 'reference',
} as const;

export type CellKind = (typeof CellKind)[keyof typeof CellKind];

const NUMERIC_KINDS: ReadonlySet<CellKind> = new Set([
  CellKind.Number,
  CellKind.Money,
  CellKind.Count,
  CellKind.Duration,
]);

/** Kinds whose cells are amounts, aligned at the end so their digits line up. */
export const isNumeric = (kind: CellKind): boolean => NUMERIC_KINDS.has(kind);

/** The backend words an `Enum` column translates, per set: `cellValues.<set>.<word, first letter lower>`. */
export const ENUM_VALUES = {
  sex: ['Female', 'Male'],
  maritalStatus: ['Single', 'Married', 'Divorced', 'Widowed'],
  orderStatus: ['Pending', 'Preparing', 'OutForDelivery', 'Delivered', 'Cancelled'],
  applicantStatus: ['New', 'Shortlisted', 'Interviewed', 'Hired', 'Rejected'],
  complaintStatus: ['Open', 'InProgress', 'Resolved', 'Dismissed'],
  employmentType: ['FullTime', 'PartTime', 'Contract', 'Internship'],
  partnerKind: ['Partner', 'Certificate'],
} as const satisfies Record<string, readonly string[]>;

export type EnumSet = keyof typeof ENUM_VALUES;

/** One declared column of a list. */
export interface ColumnSpec {
  /** The field read from a row; a dotted path reaches into nested values (`summary.seen`, `children.0.destination`). */
  readonly field: string;
  /** The translation key of the header (`columns.name`). */
  readonly header: string;
  readonly kind: CellKind;
  /** Reads `<field>En`, `<field>Ku` or `<field>Ar` by the shown language (then the others, then `<field>`). */
  readonly localized?: boolean;
  /** The word set of an `Enum` column. */
  readonly values?: EnumSet;
  /** The list a `Reference` column's ids point into, and the field of its rows that names them. */
  readonly ref?: ColumnReference;
  /**
   * The dashboard address of the row's own screen, `{id}` (any `{field}`) standing for the row's
   * field and `{text}` for the cell's shown text: the cell links there
   * (`/dashboard/Doctors/profile/{id}`).
   */
  readonly detail?: string;
  /**
   * Of an `Image` column: the row's field holding the video its picture plays; the thumbnail then
   * opens that video (in a tab of its own, where the browser plays it).
   */
  readonly plays?: string;
}

/** A list of records by id (a read without path parameters) and the field that names each one. */
export interface ColumnReference {
  readonly read: ResourceKey;
  /** Read in the shown language when the rows have `<label>En`, `<label>Ku`, `<label>Ar`. */
  readonly label: string;
}

type Options = Partial<Pick<ColumnSpec, 'header' | 'localized' | 'values'>>;

/** A column of `kind` over `field`, headed `columns.<field>` unless a header is given. */
const column =
  (kind: CellKind) =>
  (field: string, options: Options | string = {}): ColumnSpec => {
    const { header, ...rest } = typeof options === 'string' ? { header: options } : options;
    return { field, kind, header: header ?? `columns.${field}`, ...rest };
  };

/** Builders of declared columns, one per kind: `col.text('fullName')`, `col.date('deadline', 'columns.deadline')`. */
export const col = {
  text: column(CellKind.Text),
  /** The field's text in the shown language, from `<field>En` / `<field>Ku` / `<field>Ar`. */
  localized: (field: string, header?: string): ColumnSpec => ({
    ...column(CellKind.Text)(field, header ?? {}),
    localized: true,
  }),
  code: column(CellKind.Code),
  number: column(CellKind.Number),
  year: column(CellKind.Year),
  money: column(CellKind.Money),
  duration: column(CellKind.Duration),
  date: column(CellKind.Date),
  dateTime: column(CellKind.DateTime),
  time: column(CellKind.Time),
  boolean: column(CellKind.Boolean),
  count: column(CellKind.Count),
  link: column(CellKind.Link),
  image: column(CellKind.Image),
  weekdays: column(CellKind.Weekdays),
  language: column(CellKind.Language),
  appointmentState: column(CellKind.AppointmentState),
  carouselPlacement: column(CellKind.CarouselPlacement),
  sliderDestination: column(CellKind.SliderDestination),
  jobPlatform: column(CellKind.JobPlatform),
  jobPlacement: column(CellKind.JobPlacement),
  enum: (field: string, values: EnumSet, header?: string): ColumnSpec => ({
    ...column(CellKind.Enum)(field, header ?? {}),
    values,
  }),
  /** The id in `field` as the name of the record of `read` it points to (`col.ref('centerId', K.ClinicCenters)`). */
  ref: (field: string, read: ResourceKey, header?: string, label = 'name'): ColumnSpec => ({
    ...column(CellKind.Reference)(field, header ?? {}),
    ref: { read, label },
  }),
};

/** The columns every list of named things ends with. */
export const sortAndCreated: readonly ColumnSpec[] = [col.number('sortOrder'), col.dateTime('createdAt')];
