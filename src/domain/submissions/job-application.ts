import { normaliseIraqiMobile } from '../patients/iraqi-mobile-number';

/** Where a job form is offered: Web 0, Mobile 1, Both 2. The site shows Web and Both. */
export const JobPlatform = { Web: 0, Mobile: 1, Both: 2 } as const;
export type JobPlatform = (typeof JobPlatform)[keyof typeof JobPlatform];

/** What a job form is for: 'Submit Your CV' 0, the general CV form; 'Normal Jobs' 1. */
export const JobPlacement = { SubmitYourCv: 0, NormalJobs: 1 } as const;
export type JobPlacement = (typeof JobPlacement)[keyof typeof JobPlacement];

/** Whether the site offers a form: active, and meant for the web. */
export function offeredOnWeb(form: { readonly platform: number; readonly isActive: boolean }): boolean {
  return form.isActive && (form.platform === JobPlatform.Web || form.platform === JobPlatform.Both);
}

/** The kinds of field staff build a job form from; any other kind is read as text. */
export const JobFieldType = {
  Text: 'text',
  TextArea: 'textarea',
  Tel: 'tel',
  Email: 'email',
  Number: 'number',
  Select: 'select',
  MultiSelect: 'multiselect',
  Date: 'date',
  File: 'file',
} as const;
export type JobFieldType = (typeof JobFieldType)[keyof typeof JobFieldType];

/**
 * One field of a job form as staff built it; `options` lists a choice's answers when given.
 * `label` is the English label; `labelKu` and `labelAr` come with forms made by the builder.
 */
export interface JobFormField {
  readonly name: string;
  readonly label: string;
  readonly labelKu?: string;
  readonly labelAr?: string;
  readonly type: string;
  readonly required: boolean;
  readonly options?: readonly string[];
}

/** An answer's problem, by the site forms' codes (`siteForms.problem.<code>`). */
export type ApplicationProblem =
  'required' | 'tooLong' | 'notAPhone' | 'notAnEmail' | 'notANumber' | 'notAChoice';

/** The longest answer a field takes, and the largest number (years of experience, say). */
export const ANSWER_MAX_LENGTH = 2000;
export const ANSWER_MAX_NUMBER = 100;

/** A multiselect's answers travel as one text, separated by commas. */
export const splitChoices = (answer: string): string[] =>
  answer
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problemOf(field: JobFormField, answer: string): ApplicationProblem | null {
  if (answer === '') return field.required ? 'required' : null;
  if (answer.length > ANSWER_MAX_LENGTH) return 'tooLong';
  const options = field.options ?? [];
  switch (field.type) {
    case JobFieldType.Tel:
      return normaliseIraqiMobile(answer) === null ? 'notAPhone' : null;
    case JobFieldType.Email:
      return EMAIL.test(answer) ? null : 'notAnEmail';
    case JobFieldType.Number: {
      const n = Number(answer);
      return /^\d+$/.test(answer) && n <= ANSWER_MAX_NUMBER ? null : 'notANumber';
    }
    case JobFieldType.Date:
      return /^\d{4}-\d{2}-\d{2}$/.test(answer) && !Number.isNaN(Date.parse(answer)) ? null : 'notAChoice';
    case JobFieldType.Select:
      return options.length === 0 || options.includes(answer) ? null : 'notAChoice';
    case JobFieldType.MultiSelect:
      return options.length === 0 || splitChoices(answer).every((c) => options.includes(c))
        ? null
        : 'notAChoice';
    default:
      return null;
  }
}

/**
 * Each answered field's problem, by field name, for the answers typed (trimmed text by field
 * name): required fields filled, phone numbers Iraqi mobiles, e-mails, whole numbers up to 100,
 * days, and a choice among the field's options when it has some. The file field is the upload's
 * and is checked with it; answers to fields the form does not have are ignored.
 */
export function applicationProblems(
  fields: readonly JobFormField[],
  answers: Readonly<Record<string, string>>,
): Record<string, ApplicationProblem> {
  const problems: Record<string, ApplicationProblem> = {};
  for (const field of fields) {
    if (field.type === JobFieldType.File) continue;
    const problem = problemOf(field, (answers[field.name] ?? '').trim());
    if (problem !== null) problems[field.name] = problem;
  }
  return problems;
}

/**
 * The answers as stored: only the form's own fields, trimmed, numbers as numbers, a multiselect's
 * choices as a list, phone numbers in E.164. Call it on answers without problems.
 */
export function storedAnswers(
  fields: readonly JobFormField[],
  answers: Readonly<Record<string, string>>,
): Record<string, string | number | string[]> {
  const stored: Record<string, string | number | string[]> = {};
  for (const field of fields) {
    if (field.type === JobFieldType.File) continue;
    const answer = (answers[field.name] ?? '').trim();
    if (answer === '') continue;
    if (field.type === JobFieldType.Number) stored[field.name] = Number(answer);
    else if (field.type === JobFieldType.MultiSelect) stored[field.name] = splitChoices(answer);
    else if (field.type === JobFieldType.Tel) stored[field.name] = normaliseIraqiMobile(answer) ?? answer;
    else stored[field.name] = answer;
  }
  return stored;
}

/**
 * The kinds of CV file taken, by the type read from the file's first bytes (never its name or
 * declared type): PDF and Word (DOCX), as the issue on site submissions asks. Photos were taken
 * before; those already kept still download (their stored names keep their extension).
 */
export const CV_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The stored file's extension for a sniffed type, or null when the type is not taken. */
export function cvExtension(sniffedType: string | undefined): string | null {
  return sniffedType === undefined ? null : (CV_TYPES[sniffedType] ?? null);
}
