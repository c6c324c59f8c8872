import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSchema, fieldIssues, type RecordForm } from '../../src/contract/writes/record-form';
import { MANAGED_RECORDS } from '../../src/contract/writes/records';
import { EDITOR_PALETTE } from '../../src/domain/preferences/editor-palette';
import { MAX_TAGS, normaliseTagIds } from '../../src/domain/records/tag-choices';
import * as v from 'valibot';

const tagForm: RecordForm = [
  { kind: 'tags', name: 'tagIds', read: 'doctorTags', labelField: 'name', required: false },
];
const colourForm: RecordForm = [{ kind: 'color', name: 'color', required: false }];

describe('a several-choice (tags) field', () => {
  const schema = createSchema(tagForm);

  it('keeps each chosen id once, in the order chosen', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 40 }), (ids) => {
        const result = v.safeParse(schema, { tagIds: ids });
        if (normaliseTagIds(ids).length > MAX_TAGS) {
          expect(fieldIssues(schema, { tagIds: ids })).toEqual([{ field: 'tagIds', problem: 'tooMany' }]);
        } else {
          expect(result.success && result.output.tagIds).toEqual(normaliseTagIds(ids));
        }
      }),
    );
  });

  it('stores none for a field left out or null', () => {
    expect(v.parse(schema, {}).tagIds).toEqual([]);
    expect(v.parse(schema, { tagIds: null }).tagIds).toEqual([]);
  });

  it.each([[[0]], [[-1]], [[1.5]], [['2']], ['1,2'], [{ 0: 1 }]])('refuses %j as not a choice', (tagIds) => {
    expect(fieldIssues(schema, { tagIds })).toEqual([{ field: 'tagIds', problem: 'notAChoice' }]);
  });

  it('is the form of a doctor’s tags, chosen from the doctor tags list', () => {
    expect(MANAGED_RECORDS.doctors.form).toContainEqual(tagForm[0]);
  });
});

describe('a colour field', () => {
  const schema = createSchema(colourForm);
  const hex = fc
    .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 6, maxLength: 6 })
    .map((digits) => `#${digits.join('')}`);

  it('takes exactly the palette’s 37 colours, stored in lower case', () => {
    fc.assert(
      fc.property(fc.oneof(hex, fc.constantFrom(...EDITOR_PALETTE.map((c) => c.toUpperCase()))), (colour) => {
        const result = v.safeParse(schema, { color: colour });
        const inPalette = EDITOR_PALETTE.includes(colour.toLowerCase());
        expect(result.success).toBe(inPalette);
        if (result.success) expect(result.output.color).toBe(colour.toLowerCase());
        else
          expect(fieldIssues(schema, { color: colour })).toEqual([{ field: 'color', problem: 'notAColour' }]);
      }),
    );
  });

  it('leaves an optional colour empty', () => {
    expect(v.parse(schema, { color: null }).color).toBeNull();
    expect(v.parse(schema, {}).color).toBeNull();
  });

  it('refuses a colour name or a shorthand', () => {
    for (const color of ['red', '#f00', 'rgb(255,0,0)', 12]) {
      expect(fieldIssues(schema, { color })).toEqual([{ field: 'color', problem: 'notAColour' }]);
    }
  });

  it('is the form of a doctor tag’s colour', () => {
    expect(MANAGED_RECORDS.doctorTags.form).toContainEqual(colourForm[0]);
  });
});

describe('a choice field (the carousel placements)', () => {
  const form = MANAGED_RECORDS.carouselImages.form as RecordForm;
  const placement = form.find((field) => field.name === 'carouselFor');
  const schema = createSchema([placement as RecordForm[number]]);

  it('offers the spec’s 26 placements, 0 to 25, each named by its own translation', () => {
    expect(placement?.kind).toBe('choice');
    const choices = placement?.kind === 'choice' ? placement.choices : [];
    expect(choices.map((c) => c.value)).toEqual(Array.from({ length: 26 }, (_, i) => i));
    expect(new Set(choices.map((c) => c.labelKey)).size).toBe(26);
    expect(choices[0]?.labelKey).toBe('carouselPlacement.homePage');
    expect(choices[25]?.labelKey).toBe('carouselPlacement.radiologyBottom');
  });

  it('takes exactly the whole numbers 0 to 25', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 80 }), fc.double(), fc.string()), (value) => {
        const placed = typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 25;
        expect(v.safeParse(schema, { carouselFor: value }).success).toBe(placed);
        if (!placed && value !== '') {
          expect(fieldIssues(schema, { carouselFor: value })).toEqual([
            { field: 'carouselFor', problem: 'notAChoice' },
          ]);
        }
      }),
    );
  });
});

describe('a pair of choices where exactly one is made (a feedback question’s subject)', () => {
  const schema = createSchema(MANAGED_RECORDS.feedbackQuestions.form as RecordForm);
  const base = { nameEn: 'Clean?', nameKu: 'پاک؟', nameAr: 'نظيف؟', sortOrder: 0 };

  it.each([
    [3, null, true],
    [null, 4, true],
    [3, 4, false],
    [null, null, false],
  ])('doctor %j and department %j: accepted %j', (doctorId, buildingDepartmentId, accepted) => {
    const body = { ...base, doctorId, buildingDepartmentId };
    expect(v.safeParse(schema, body).success).toBe(accepted);
    expect(fieldIssues(schema, body)).toEqual(accepted ? [] : [{ field: 'doctorId', problem: 'chooseOne' }]);
  });

  it('names the pair beside the other fields’ own problems', () => {
    expect(fieldIssues(schema, { ...base, nameEn: '', doctorId: 3, buildingDepartmentId: 4 })).toEqual([
      { field: 'nameEn', problem: 'required' },
      { field: 'doctorId', problem: 'chooseOne' },
    ]);
  });
});
