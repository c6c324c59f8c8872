import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JobFieldType } from '../../../src/domain/submissions/job-application';
import {
  addChoice,
  addField,
  draftProblems,
  emptyJobFormDraft,
  fieldDraftOf,
  fieldLabel,
  formFieldsOf,
  moveChoice,
  moveField,
  removeField,
  setChoice,
  updateField,
  type JobFormDraft,
  type JobFormFieldDraft,
} from '../../../src/domain/submissions/job-form-definition';

const word = fc.stringMatching(/^[A-Za-z][a-z]{1,8}$/);

/** A field with its own distinct labels (`tag` makes them distinct) and, for a choice, choices. */
const fieldOf = (type: string, tag: number, options: readonly string[] = []): JobFormFieldDraft => ({
  name: `field${tag}`,
  type,
  labelEn: `Question ${tag}`,
  labelKu: `پرسیار ${tag}`,
  labelAr: `سؤال ${tag}`,
  required: tag % 2 === 0,
  options,
});

const titled = (fields: readonly JobFormFieldDraft[]): JobFormDraft => ({
  ...emptyJobFormDraft(),
  titleEn: 'Nurses',
  titleKu: 'پەرستاران',
  titleAr: 'الممرضون',
  fields,
});

/** 1 to 12 valid fields of the kinds that need no choices, named field1…fieldN. */
const plainFields = fc
  .array(fc.constantFrom(JobFieldType.Text, JobFieldType.Number, JobFieldType.Date), {
    minLength: 1,
    maxLength: 12,
  })
  .map((types) => types.map((type, i) => fieldOf(type, i + 1)));

const names = (draft: JobFormDraft) => draft.fields.map((f) => f.name);

describe("the order of a job form's fields", () => {
  it('is a permutation of the fields after any sequence of moves', () => {
    fc.assert(
      fc.property(
        plainFields,
        fc.array(fc.tuple(fc.nat(20), fc.integer({ min: -3, max: 3 })), { maxLength: 30 }),
        (fields, moves) => {
          let draft = titled(fields);
          for (const [pick, delta] of moves)
            draft = moveField(draft, `field${(pick % fields.length) + 1}`, delta);
          expect([...names(draft)].sort()).toEqual([...names(titled(fields))].sort());
          expect(draft.fields).toHaveLength(fields.length);
        },
      ),
    );
  });

  it('moves a field one place up and back down to where it was, when it is not the first', () => {
    fc.assert(
      fc.property(plainFields, fc.nat(), (fields, pick) => {
        fc.pre(fields.length > 1);
        const index = 1 + (pick % (fields.length - 1));
        const name = `field${index + 1}`;
        const up = moveField(titled(fields), name, -1);
        expect(names(up).indexOf(name)).toBe(index - 1);
        expect(names(moveField(up, name, 1))).toEqual(names(titled(fields)));
      }),
    );
  });

  it('leaves the first field first when moved up and the last last when moved down', () => {
    fc.assert(
      fc.property(plainFields, (fields) => {
        const draft = titled(fields);
        expect(names(moveField(draft, 'field1', -1))).toEqual(names(draft));
        const last = `field${fields.length}`;
        expect(names(moveField(draft, last, 1))).toEqual(names(draft));
      }),
    );
  });
});

describe('what keeps a job form from being saved', () => {
  it('finds nothing wrong with titled fields of distinct labels', () => {
    fc.assert(
      fc.property(plainFields, (fields) => {
        expect(draftProblems(titled(fields))).toEqual({});
      }),
    );
  });

  it('marks every choice field without choices, and only those', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), (empty) => {
        const fields = empty.map((noChoices, i) =>
          fieldOf(
            i % 2 === 0 ? JobFieldType.Select : JobFieldType.MultiSelect,
            i + 1,
            noChoices ? [] : ['Yes', 'No'],
          ),
        );
        const problems = draftProblems(titled(fields));
        const expected = Object.fromEntries(
          empty.flatMap((noChoices, i) => (noChoices ? [[`fields.field${i + 1}.options`, 'noChoices']] : [])),
        );
        expect(problems).toEqual(expected);
      }),
    );
  });

  it('marks the later of two fields whose labels differ only by case or spaces at the ends', () => {
    fc.assert(
      fc.property(word, fc.constantFrom('En', 'Ku', 'Ar'), (label, lang) => {
        const first = { ...fieldOf(JobFieldType.Text, 1), [`label${lang}`]: label };
        const second = { ...fieldOf(JobFieldType.Text, 2), [`label${lang}`]: ` ${label.toUpperCase()} ` };
        expect(draftProblems(titled([first, second]))).toEqual({
          [`fields.field2.label${lang}`]: 'duplicateLabel',
        });
      }),
    );
  });

  it('asks for every empty label and title, in each language', () => {
    const blank: JobFormDraft = {
      ...emptyJobFormDraft(),
      fields: [{ ...fieldOf(JobFieldType.Text, 1), labelKu: '  ' }],
    };
    expect(draftProblems(blank)).toEqual({
      titleEn: 'required',
      titleKu: 'required',
      titleAr: 'required',
      'fields.field1.labelKu': 'required',
    });
  });

  it('asks for a field when there is none, and refuses a second CV field, empty, repeated or comma choices', () => {
    expect(draftProblems(titled([]))).toEqual({ fields: 'noFields' });
    expect(draftProblems(titled([fieldOf(JobFieldType.File, 1), fieldOf(JobFieldType.File, 2)]))).toEqual({
      'fields.field2.type': 'secondFile',
    });
    const choice = (options: string[]) => draftProblems(titled([fieldOf(JobFieldType.Select, 1, options)]));
    expect(choice(['A', ' '])).toEqual({ 'fields.field1.options': 'emptyChoice' });
    expect(choice(['Day', 'day '])).toEqual({ 'fields.field1.options': 'duplicateChoice' });
    expect(choice(['Erbil, Duhok'])).toEqual({ 'fields.field1.options': 'commaInChoice' });
  });
});

describe('editing a draft', () => {
  it('names a new field apart from every field it has and every one removed meanwhile', () => {
    fc.assert(
      fc.property(plainFields, fc.nat(), (fields, pick) => {
        const removed = `field${(pick % fields.length) + 1}`;
        const draft = addField(removeField(titled(fields), removed), JobFieldType.Text, [removed]);
        const added = draft.fields[draft.fields.length - 1]!.name;
        expect(added).not.toBe(removed);
        expect(new Set(names(draft)).size).toBe(draft.fields.length);
      }),
    );
  });

  it("adds, writes and reorders a field's choices", () => {
    let draft = titled([fieldOf(JobFieldType.Select, 1)]);
    draft = addChoice(addChoice(draft, 'field1'), 'field1');
    draft = setChoice(setChoice(draft, 'field1', 0, 'Morning'), 'field1', 1, 'Night');
    draft = moveChoice(draft, 'field1', 1, -1);
    expect(draft.fields[0]?.options).toEqual(['Night', 'Morning']);
  });

  it('keeps choices only on choice fields when saved, and reads a saved field back as it was', () => {
    const draft = updateField(titled([fieldOf(JobFieldType.Select, 1, ['A'])]), 'field1', {
      type: JobFieldType.Text,
    });
    const [saved] = formFieldsOf(draft);
    expect(saved?.options).toBeUndefined();
    const choice = formFieldsOf(titled([fieldOf(JobFieldType.Select, 1, [' A ', 'B'])]))[0]!;
    expect(choice.options).toEqual(['A', 'B']);
    expect(fieldDraftOf(choice)).toEqual(fieldOf(JobFieldType.Select, 1, ['A', 'B']));
  });

  it("reads a label in the page's language, the English one where that language has none", () => {
    const field = { name: 'a', type: 'text', label: 'Name', labelAr: 'الاسم', labelKu: '', required: true };
    expect([fieldLabel(field, 'ar'), fieldLabel(field, 'ku'), fieldLabel(field, 'en')]).toEqual([
      'الاسم',
      'Name',
      'Name',
    ]);
  });
});
