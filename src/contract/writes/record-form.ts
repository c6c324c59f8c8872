import * as v from 'valibot';
import { paletteColour } from '../../domain/preferences/editor-palette';
import { MAX_TAGS, normaliseTagIds } from '../../domain/records/tag-choices';
import type { ReadName } from '../reads/reads';
import type { Schema } from '../shared/schema';
import { IMAGE_ADDRESS_MAX, isImageAddress, type FixedImageSize } from './record-media';

/** Spec paths owned here: none (the writes are extension calls, `/api/Records/{name}`). */
export const WIRE_PATHS: readonly string[] = [];

/**
 * What is wrong with one field of a write, as a code: the browser shows it in the page's language
 * (`records:problems.<code>`), the server sends it in its 400 (`errors[].message`). Every check of a
 * write schema answers one of these and nothing else.
 */
export const FieldProblem = {
  Required: 'required',
  TooLong: 'tooLong',
  NotText: 'notText',
  NotANumber: 'notANumber',
  NotWhole: 'notWhole',
  TooSmall: 'tooSmall',
  TooLarge: 'tooLarge',
  NotYesNo: 'notYesNo',
  NotADate: 'notADate',
  NotAChoice: 'notAChoice',
  NotAVersion: 'notAVersion',
  UnknownField: 'unknownField',
  NotAnImage: 'notAnImage',
  TooMany: 'tooMany',
  NotAColour: 'notAColour',
  /** Of two choices where exactly one is made (a feedback question's doctor or department). */
  ChooseOne: 'chooseOne',
} as const;
export type FieldProblem = (typeof FieldProblem)[keyof typeof FieldProblem];

/** The three languages of a multilingual text, as the suffixes of its wire fields (`titleEn`). */
export const FORM_LANGUAGES = ['En', 'Ku', 'Ar'] as const;
export type FormLanguage = (typeof FORM_LANGUAGES)[number];

interface FieldBase {
  /** The wire field (camelCase of the column), or for multilingual text the stem (`title`). */
  readonly name: string;
  /** A required field must be filled; an optional one may be left empty (null or the column's default). */
  readonly required: boolean;
}

/** One field of a record's form; the form, the browser's check and the server's check all come from it. */
export type FormField =
  | (FieldBase & {
      readonly kind: 'text' | 'longText';
      readonly maxLength?: number;
      /** Left empty, the column holds null rather than `''`. */
      readonly nullable?: boolean;
      /** Long text written in markdown (the site renders it; raw HTML is never drawn). */
      readonly markdown?: boolean;
    })
  | (FieldBase & {
      readonly kind: 'multilingual';
      readonly long?: boolean;
      readonly maxLength?: number;
      /** Long text written in markdown (the site renders it; raw HTML is never drawn). */
      readonly markdown?: boolean;
    })
  | (FieldBase & {
      readonly kind: 'number';
      readonly min?: number;
      readonly max?: number;
      readonly whole?: boolean;
    })
  | (FieldBase & { readonly kind: 'yesNo' })
  | (FieldBase & { readonly kind: 'date' | 'dateTime' })
  /** One record of another list, by id; `read` is the list the choices come from. */
  | (FieldBase & {
      readonly kind: 'lookup';
      readonly read: ReadName;
      readonly labelField: string;
      /**
       * The choices while a record is changed, when they differ from a new one's: a read with an
       * `{id}` parameter given the field's current value (the HR departments without information,
       * and the record's own).
       */
      readonly readWhenEditing?: ReadName;
      /**
       * The other lookup of a pair where exactly one is chosen: a feedback question is about a
       * doctor or about a department, never both, never neither. Named on this field when broken.
       */
      readonly orElse?: string;
    })
  | (FieldBase & { readonly kind: 'enum'; readonly options: readonly string[] })
  /**
   * One of a fixed set of numbers, each shown by its name in the page's language (`labelKey`): the
   * spec's 26 carousel placements. The wire carries the number.
   */
  | (FieldBase & { readonly kind: 'choice'; readonly choices: readonly FormChoice[] })
  /**
   * An image's address (`record-media.ts`): uploaded from the form, or a link; empty is null. With
   * `size`, an upload is kept at exactly that size (the logo), else at the display and thumbnail sizes.
   */
  | (FieldBase & { readonly kind: 'image'; readonly size?: FixedImageSize })
  /**
   * Several records of another list, by id (a doctor's tags): kept in a link table, not a column
   * of the record; each once, in the order chosen (`normaliseTagIds`), at most `MAX_TAGS`.
   */
  | (FieldBase & { readonly kind: 'tags'; readonly read: ReadName; readonly labelField: string })
  /** One of the editor palette's 37 colours (`EDITOR_PALETTE`), as `#rrggbb`; empty is null. */
  | (FieldBase & { readonly kind: 'color' });

/** One value of a `choice` field: the number on the wire and the translation key of its name. */
export interface FormChoice {
  readonly value: number;
  readonly labelKey: string;
}

/** A record's form: its fields in the order they are shown. */
export type RecordForm = readonly FormField[];

const TEXT_MAX = 200;
const LONG_TEXT_MAX = 20_000;
const INT_MAX = 2_147_483_647;

/** The wire fields a form field stands for: three for multilingual text, else its own name. */
export const wireFields = (field: FormField): readonly string[] =>
  field.kind === 'multilingual' ? FORM_LANGUAGES.map((l) => `${field.name}${l}`) : [field.name];

const P = FieldProblem;

/**
 * Text, trimmed. An optional text left empty is stored as `''`, or as null where the column may be
 * null (`nullable`: a link, an image's address).
 */
function text(required: boolean, max: number, nullable = false): Schema<unknown> {
  const base = v.pipe(
    v.string(P.NotText),
    v.trim(),
    v.check((t) => !t.includes('\u0000'), P.NotText),
    v.maxLength(max, P.TooLong),
  );
  if (!required) {
    const empty = nullable ? null : '';
    return v.pipe(
      v.optional(v.nullable(base)),
      v.transform((t) => (t === undefined || t === null || t === '' ? empty : t)),
    );
  }
  return v.pipe(
    v.unknown(),
    v.check((x) => x !== undefined && x !== null, P.Required),
    base,
    v.nonEmpty(P.Required),
  );
}

/** A record's id: a whole number from 1. */
const idSchema = (problem: FieldProblem) =>
  v.pipe(v.number(problem), v.integer(problem), v.minValue(1, problem), v.maxValue(INT_MAX, problem));

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function valueSchema(field: FormField): Schema<unknown> {
  const { required } = field;
  const missing = (schema: Schema<unknown>): Schema<unknown> =>
    required
      ? v.pipe(
          v.unknown(),
          v.check((x) => x !== undefined && x !== null && x !== '', P.Required),
          schema,
        )
      : v.optional(v.nullable(schema), null);
  switch (field.kind) {
    case 'text':
      return text(required, field.maxLength ?? TEXT_MAX, field.nullable);
    case 'longText':
      return text(required, field.maxLength ?? LONG_TEXT_MAX, field.nullable);
    case 'multilingual':
      return text(required, field.maxLength ?? (field.long === true ? LONG_TEXT_MAX : TEXT_MAX));
    case 'number': {
      const within = v.pipe(
        v.number(P.NotANumber),
        v.finite(P.NotANumber),
        v.minValue(field.min ?? -INT_MAX, P.TooSmall),
        v.maxValue(field.max ?? INT_MAX, P.TooLarge),
      );
      return missing(field.whole === false ? within : v.pipe(within, v.integer(P.NotWhole)));
    }
    case 'yesNo':
      return required ? v.boolean(P.NotYesNo) : v.optional(v.boolean(P.NotYesNo));
    case 'date':
      return missing(v.pipe(v.string(P.NotADate), v.regex(ISO_DAY, P.NotADate)));
    case 'dateTime':
      return missing(v.pipe(v.string(P.NotADate), v.isoTimestamp(P.NotADate)));
    case 'lookup':
      return missing(idSchema(P.NotAChoice));
    case 'enum':
      return missing(v.picklist(field.options as [string, ...string[]], P.NotAChoice));
    case 'choice':
      return missing(v.picklist(field.choices.map((c) => c.value) as [number, ...number[]], P.NotAChoice));
    case 'tags': {
      const ids = v.pipe(
        v.optional(v.nullable(v.array(idSchema(P.NotAChoice), P.NotAChoice)), null),
        v.transform((chosen) => normaliseTagIds(chosen ?? [])),
        v.maxLength(MAX_TAGS, P.TooMany),
      );
      return required ? v.pipe(ids, v.nonEmpty(P.Required)) : ids;
    }
    case 'color':
      return missing(
        v.pipe(
          v.string(P.NotAColour),
          v.check((text) => paletteColour(text) !== undefined, P.NotAColour),
          v.transform((text) => paletteColour(text)),
        ),
      );
    case 'image':
      return v.pipe(
        text(required, IMAGE_ADDRESS_MAX, true),
        v.check((address) => address === null || isImageAddress(address as string), P.NotAnImage),
      );
  }
}

/** The version a change or a removal was made from: the record's `version` as last read. */
export const versionSchema = v.pipe(
  v.number(P.NotAVersion),
  v.integer(P.NotAVersion),
  v.minValue(1, P.NotAVersion),
  v.maxValue(INT_MAX, P.NotAVersion),
);

function entries(form: RecordForm): Record<string, Schema<unknown>> {
  const out: Record<string, Schema<unknown>> = {};
  for (const field of form) for (const name of wireFields(field)) out[name] = valueSchema(field);
  return out;
}

/**
 * Every field of the form present, if only as `undefined`: a missing field is then checked by its
 * own schema (and named `required`), not refused by the object as a missing key.
 */
const everyField = (names: readonly string[]) =>
  v.pipe(
    v.record(v.string(), v.unknown(), P.UnknownField),
    v.check((body) => !Array.isArray(body), P.UnknownField),
    v.transform((body): Record<string, unknown> => ({
      ...Object.fromEntries(names.map((name) => [name, undefined])),
      ...body,
    })),
  );

const chosen = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * Exactly one of each `orElse` pair chosen, checked when every field has the type it should (a
 * text left empty is named beside it; an id that is no number is named alone); the refusal is
 * named on the pair's first field.
 */
const oneOfEachPair = (form: RecordForm) =>
  v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const body = dataset.value;
    for (const field of form) {
      if (field.kind !== 'lookup' || field.orElse === undefined) continue;
      if (chosen(body[field.name]) !== chosen(body[field.orElse])) continue;
      addIssue({
        message: P.ChooseOne,
        path: [{ type: 'object', origin: 'value', input: body, key: field.name, value: body[field.name] }],
      });
    }
  });

function bodySchema(
  form: RecordForm,
  fields: Record<string, Schema<unknown>>,
): Schema<Record<string, unknown>> {
  return v.pipe(
    everyField(Object.keys(fields)),
    v.strictObject(fields, P.UnknownField),
    oneOfEachPair(form),
  ) as unknown as Schema<Record<string, unknown>>;
}

/** The body of a new record: every field of the form, checked; other fields are refused. */
export const createSchema = (form: RecordForm): Schema<Record<string, unknown>> =>
  bodySchema(form, entries(form));

/** The body of a change: the same fields and the version the change was made from. */
export const updateSchema = (form: RecordForm): Schema<Record<string, unknown>> =>
  bodySchema(form, { ...entries(form), version: versionSchema });

/** One refused field: the wire field's name and the problem's code. */
export interface FieldIssue {
  readonly field: string;
  readonly problem: string;
}

/** Every refused field of a body, first problem per field, in the form's order. */
export function fieldIssues(schema: Schema<unknown>, body: unknown): FieldIssue[] {
  const result = v.safeParse(schema, body);
  if (result.success) return [];
  const seen = new Map<string, string>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : '';
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, problem]) => ({ field, problem }));
}
