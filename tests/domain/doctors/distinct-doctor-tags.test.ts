import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectDoctorTags, distinctDoctorTags } from '../../../src/domain/doctors/distinct-doctor-tags';
import type { DoctorTag, DoctorWithTags } from '../../../src/domain/doctors/doctor-tag';

interface Tag extends DoctorTag {
  readonly kurdishName: string;
}
const tagArb: fc.Arbitrary<Tag> = fc.record({
  englishName: fc.constantFrom('ENT', 'Ent', 'Cardiology', 'Cardiology ', 'Dermatology', ''),
  kurdishName: fc.string({ maxLength: 4 }),
});
const tagsArb = fc.array(tagArb, { maxLength: 30 });
const doctorsArb: fc.Arbitrary<DoctorWithTags<Tag>[]> = fc.array(
  fc.record({ tags: fc.array(tagArb, { maxLength: 5 }) }),
  {
    maxLength: 15,
  },
);

function isSubsequence<T>(sub: readonly T[], seq: readonly T[]): boolean {
  let i = 0;
  for (const x of seq) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('doctor tags de-duplicated by English name', () => {
  it('keeps one tag per English name', () => {
    fc.assert(
      fc.property(tagsArb, (tags) => {
        const names = distinctDoctorTags(tags).map((t) => t.englishName);
        expect(new Set(names).size).toBe(names.length);
      }),
    );
  });

  it('loses no English name', () => {
    fc.assert(
      fc.property(tagsArb, (tags) => {
        const names = new Set(distinctDoctorTags(tags).map((t) => t.englishName));
        for (const tag of tags) expect(names.has(tag.englishName)).toBe(true);
      }),
    );
  });

  it('keeps the first tag of each English name, in order of first appearance', () => {
    fc.assert(
      fc.property(tagsArb, (tags) => {
        const firsts = tags.filter(
          (tag, i) => tags.findIndex((t) => t.englishName === tag.englishName) === i,
        );
        expect(distinctDoctorTags(tags)).toEqual(firsts);
        expect(isSubsequence(distinctDoctorTags(tags), tags)).toBe(true);
      }),
    );
  });

  it('tells English names apart by exact text, case and spaces included', () => {
    fc.assert(
      fc.property(tagArb, fc.constantFrom('ent', 'ENT ', ' ENT', 'Ent'), (tag, variant) => {
        const original = { ...tag, englishName: 'ENT' };
        const other = { ...tag, englishName: variant };
        expect(distinctDoctorTags([original, other])).toEqual([original, other]);
      }),
    );
  });

  it('changes nothing when applied twice', () => {
    fc.assert(
      fc.property(tagsArb, (tags) => {
        const once = distinctDoctorTags(tags);
        expect(distinctDoctorTags(once)).toEqual(once);
      }),
    );
  });

  it('collects over all doctors the same tags as de-duplicating all their tags in doctor order', () => {
    fc.assert(
      fc.property(doctorsArb, (doctors) => {
        expect(collectDoctorTags(doctors)).toEqual(distinctDoctorTags(doctors.flatMap((d) => d.tags)));
      }),
    );
  });

  const tag = (englishName: string, kurdishName = ''): Tag => ({ englishName, kurdishName });
  it.each<[string, Tag[][], Tag[]]>([
    ['no doctors, no tags', [], []],
    [
      'a shared tag is listed once, first one wins',
      [
        [tag('ENT', 'گوێ'), tag('Cardiology')],
        [tag('ENT', 'other'), tag('Dermatology')],
      ],
      [tag('ENT', 'گوێ'), tag('Cardiology'), tag('Dermatology')],
    ],
    ['names differing in case stay apart', [[tag('ENT')], [tag('Ent')]], [tag('ENT'), tag('Ent')]],
    ['a doctor without tags adds nothing', [[], [tag('ENT')], []], [tag('ENT')]],
  ])('%s', (_case, tagsPerDoctor, expected) => {
    expect(collectDoctorTags(tagsPerDoctor.map((tags) => ({ tags })))).toEqual(expected);
  });
});
