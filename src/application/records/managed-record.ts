/** A record as its list sends it: wire field names, and its `id` and `version`. */
export type RecordRow = Readonly<Record<string, unknown>>;

/** The kinds of field a record's form draws. */
export type FormFieldKind =
  | 'text'
  | 'longText'
  | 'multilingual'
  | 'number'
  | 'yesNo'
  | 'date'
  | 'dateTime'
  | 'lookup'
  | 'enum'
  /** One of a fixed set of numbers, each shown by a translated name (the carousel placements). */
  | 'choice'
  | 'image'
  /** Several records of another list (a doctor's tags), by id. */
  | 'tags'
  /** One of the editor palette's 37 colours. */
  | 'color';

/** One field of a record's form (the contract's `FormField`, as the application reads it). */
export interface FormFieldOf {
  readonly kind: FormFieldKind;
  /** The wire field, or for multilingual text the stem of its three fields (`title`: `titleEn`…). */
  readonly name: string;
  readonly required: boolean;
  /** A lookup's or tags' list (a plain read) and the field of its rows that names a choice. */
  readonly read?: string;
  /** A lookup's choices while a record is changed: a read given the field's value as `{id}`. */
  readonly readWhenEditing?: string;
  readonly labelField?: string;
  /** An enum's values. */
  readonly options?: readonly string[];
  /** A choice's numbers and the translation keys of their names. */
  readonly choices?: readonly { readonly value: number; readonly labelKey: string }[];
  /** The other lookup of a pair where exactly one is chosen. */
  readonly orElse?: string;
  readonly whole?: boolean;
  /** A multilingual text long enough for text areas (a news body, a biography). */
  readonly long?: boolean;
  /** A long text written in markdown: the form shows its rendering beside it. */
  readonly markdown?: boolean;
}

/** A record staff write: its name in the write calls and its form. */
export interface ManagedRecord {
  readonly name: string;
  readonly form: readonly FormFieldOf[];
  /** The tables whose rows are removed with the record (its removal's question names them). */
  readonly alsoRemoves?: readonly string[];
  /**
   * `single`: one row, created once then changed, never removed (the logo record); `changeOnly`:
   * changed only (a job applicant's status). Otherwise created, changed and removed.
   */
  readonly writes?: 'single' | 'changeOnly';
}

/** The suffixes of a multilingual text's three wire fields: English, Central Kurdish, Arabic. */
export const FORM_LANGUAGES = ['En', 'Ku', 'Ar'] as const;
