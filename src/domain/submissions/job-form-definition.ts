import { JobFieldType, JobPlacement, JobPlatform, type JobFormField } from './job-application';

/*
 * The job form builder's rules: a form staff are writing (a draft), the changes they make to it,
 * and what keeps it from being saved. The browser marks the problems on the fields; the server
 * refuses a form with any of them, by the same function.
 */

/** The kinds a builder offers: text, phone, e-mail, number, date, one choice, several choices, the CV. */
export const BUILDER_FIELD_TYPES = [
  JobFieldType.Text,
  JobFieldType.Tel,
  JobFieldType.Email,
  JobFieldType.Number,
  JobFieldType.Date,
  JobFieldType.Select,
  JobFieldType.MultiSelect,
  JobFieldType.File,
] as const;
export type BuilderFieldType = (typeof BUILDER_FIELD_TYPES)[number];

export const isChoiceType = (type: string): boolean =>
  type === JobFieldType.Select || type === JobFieldType.MultiSelect;

/** The three languages a title and a label are written in. */
export const FORM_LANGUAGES = ['En', 'Ku', 'Ar'] as const;
export type FormLanguage = (typeof FORM_LANGUAGES)[number];

export const JOB_FORM_TITLE_MAX = 200;
export const JOB_FORM_LABEL_MAX = 200;
export const JOB_FORM_CHOICE_MAX = 100;
export const JOB_FORM_FIELDS_MAX = 40;
export const JOB_FORM_CHOICES_MAX = 50;

export interface JobFormFieldDraft {
  /** The key the answers are stored under: kept while the field lives, never reused in a form. */
  readonly name: string;
  /** One of `BUILDER_FIELD_TYPES`, or a kind an older form holds (kept as it is). */
  readonly type: string;
  readonly labelEn: string;
  readonly labelKu: string;
  readonly labelAr: string;
  readonly required: boolean;
  /** A choice field's answers, in the order shown; empty for other kinds. */
  readonly options: readonly string[];
}

export interface JobFormDraft {
  readonly titleEn: string;
  readonly titleKu: string;
  readonly titleAr: string;
  readonly platform: JobPlatform;
  readonly placement: JobPlacement;
  readonly isActive: boolean;
  readonly fields: readonly JobFormFieldDraft[];
}

/** Why a draft cannot be saved, by place: `titleEn`, `fields`, `fields.<name>.labelAr`, `fields.<name>.options`, `fields.<name>.type`. */
export type JobFormProblem =
  | 'required'
  | 'tooLong'
  | 'duplicateLabel'
  | 'noChoices'
  | 'emptyChoice'
  | 'duplicateChoice'
  | 'commaInChoice'
  | 'secondFile'
  | 'noFields'
  | 'tooManyFields'
  | 'tooManyChoices';

export type JobFormProblems = Readonly<Record<string, JobFormProblem>>;

export const emptyJobFormDraft = (): JobFormDraft => ({
  titleEn: '',
  titleKu: '',
  titleAr: '',
  platform: JobPlatform.Web,
  placement: JobPlacement.NormalJobs,
  isActive: true,
  fields: [],
});

/** The place of a field's problem in `JobFormProblems`. */
export const fieldPlace = (name: string, part: string): string => `fields.${name}.${part}`;

/** A name no field of the draft has, nor had while it was open (`taken`): `field1`, `field2`, … */
export function nextFieldName(fields: readonly JobFormFieldDraft[], taken: readonly string[] = []): string {
  const used = new Set([...fields.map((f) => f.name), ...taken]);
  let n = fields.length + 1;
  while (used.has(`field${n}`)) n += 1;
  return `field${n}`;
}

/** The draft with a new, empty field of that kind at the end. */
export function addField(draft: JobFormDraft, type: string, taken: readonly string[] = []): JobFormDraft {
  const field: JobFormFieldDraft = {
    name: nextFieldName(draft.fields, taken),
    type,
    labelEn: '',
    labelKu: '',
    labelAr: '',
    required: false,
    options: [],
  };
  return { ...draft, fields: [...draft.fields, field] };
}

export const removeField = (draft: JobFormDraft, name: string): JobFormDraft => ({
  ...draft,
  fields: draft.fields.filter((f) => f.name !== name),
});

/** Moves an item of a list by `delta` places, within the list's ends; other items keep their order. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): readonly T[] {
  if (index < 0 || index >= items.length) return items;
  const to = Math.min(items.length - 1, Math.max(0, index + delta));
  if (to === index) return items;
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The draft with the named field moved up (negative `delta`) or down. */
export function moveField(draft: JobFormDraft, name: string, delta: number): JobFormDraft {
  const index = draft.fields.findIndex((f) => f.name === name);
  const fields = moveItem(draft.fields, index, delta);
  return fields === draft.fields ? draft : { ...draft, fields };
}

export function updateField(
  draft: JobFormDraft,
  name: string,
  change: Partial<Omit<JobFormFieldDraft, 'name'>>,
): JobFormDraft {
  return {
    ...draft,
    fields: draft.fields.map((f) => (f.name === name ? { ...f, ...change } : f)),
  };
}

const choicesOf = (draft: JobFormDraft, name: string): readonly string[] =>
  draft.fields.find((f) => f.name === name)?.options ?? [];

export const addChoice = (draft: JobFormDraft, name: string): JobFormDraft =>
  updateField(draft, name, { options: [...choicesOf(draft, name), ''] });

export const setChoice = (draft: JobFormDraft, name: string, index: number, text: string): JobFormDraft =>
  updateField(draft, name, { options: choicesOf(draft, name).map((c, i) => (i === index ? text : c)) });

export const removeChoice = (draft: JobFormDraft, name: string, index: number): JobFormDraft =>
  updateField(draft, name, { options: choicesOf(draft, name).filter((_, i) => i !== index) });

export const moveChoice = (draft: JobFormDraft, name: string, index: number, delta: number): JobFormDraft =>
  updateField(draft, name, { options: moveItem(choicesOf(draft, name), index, delta) });

/** Two labels or choices are the same when they differ only by spaces at the ends or by case. */
const sameText = (text: string) => text.trim().toLocaleLowerCase();

function textProblem(text: string, max: number): JobFormProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > max ? 'tooLong' : null;
}

/**
 * Every problem of a draft, by place. A form has a title in each language and at least one field
 * (at most 40); every field a label in each language, no two fields the same label in one
 * language (the later one is marked); a choice field at least one choice (at most 50), none
 * empty, none twice, none with a comma (several choices travel comma-separated); at most one CV
 * field (the later ones are marked).
 */
export function draftProblems(draft: JobFormDraft): JobFormProblems {
  const problems: Record<string, JobFormProblem> = {};
  for (const lang of FORM_LANGUAGES) {
    const problem = textProblem(draft[`title${lang}`], JOB_FORM_TITLE_MAX);
    if (problem !== null) problems[`title${lang}`] = problem;
  }
  if (draft.fields.length === 0) problems.fields = 'noFields';
  else if (draft.fields.length > JOB_FORM_FIELDS_MAX) problems.fields = 'tooManyFields';

  const seen: Record<FormLanguage, Set<string>> = { En: new Set(), Ku: new Set(), Ar: new Set() };
  let fileSeen = false;
  for (const field of draft.fields) {
    for (const lang of FORM_LANGUAGES) {
      const label = field[`label${lang}`];
      const problem = textProblem(label, JOB_FORM_LABEL_MAX);
      if (problem !== null) problems[fieldPlace(field.name, `label${lang}`)] = problem;
      else if (seen[lang].has(sameText(label)))
        problems[fieldPlace(field.name, `label${lang}`)] = 'duplicateLabel';
      else seen[lang].add(sameText(label));
    }
    if (field.type === JobFieldType.File) {
      if (fileSeen) problems[fieldPlace(field.name, 'type')] = 'secondFile';
      fileSeen = true;
    }
    if (isChoiceType(field.type)) {
      const problem = choicesProblem(field.options);
      if (problem !== null) problems[fieldPlace(field.name, 'options')] = problem;
    }
  }
  return problems;
}

function choicesProblem(options: readonly string[]): JobFormProblem | null {
  if (options.length === 0) return 'noChoices';
  if (options.length > JOB_FORM_CHOICES_MAX) return 'tooManyChoices';
  const seen = new Set<string>();
  for (const option of options) {
    const trimmed = option.trim();
    if (trimmed === '') return 'emptyChoice';
    if (trimmed.length > JOB_FORM_CHOICE_MAX) return 'tooLong';
    if (trimmed.includes(',')) return 'commaInChoice';
    if (seen.has(sameText(option))) return 'duplicateChoice';
    seen.add(sameText(option));
  }
  return null;
}

/** The fields as a saved form holds them, trimmed, in the draft's order; choices only on choice fields. */
export function formFieldsOf(draft: JobFormDraft): JobFormField[] {
  return draft.fields.map((f) => ({
    name: f.name,
    type: f.type,
    label: f.labelEn.trim(),
    labelKu: f.labelKu.trim(),
    labelAr: f.labelAr.trim(),
    required: f.required,
    ...(isChoiceType(f.type) ? { options: f.options.map((o) => o.trim()) } : {}),
  }));
}

/** A saved field as the builder edits it; a form made before the builder has one label for all. */
export const fieldDraftOf = (field: JobFormField): JobFormFieldDraft => ({
  name: field.name,
  type: field.type,
  labelEn: field.label,
  labelKu: field.labelKu ?? field.label,
  labelAr: field.labelAr ?? field.label,
  required: field.required,
  options: field.options ?? [],
});

/** A field's label in a language (`en`, `ku`, `ar`), its English one when that language has none. */
export function fieldLabel(field: JobFormField, language: string): string {
  const label = language === 'ku' ? field.labelKu : language === 'ar' ? field.labelAr : field.label;
  return label !== undefined && label.trim() !== '' ? label : field.label;
}
