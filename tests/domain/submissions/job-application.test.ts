import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_MAX_NUMBER,
  JobFieldType,
  applicationProblems,
  cvExtension,
  offeredOnWeb,
  storedAnswers,
  type JobFormField,
} from '../../../src/domain/submissions/job-application';

const field = (type: string, required: boolean, options?: string[]): JobFormField => ({
  name: 'f',
  label: 'F',
  type,
  required,
  ...(options === undefined ? {} : { options }),
});

describe('which job forms the site offers', () => {
  it('offers exactly the active forms for the web or for both (platform 0 or 2)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.boolean(), (platform, isActive) => {
        expect(offeredOnWeb({ platform, isActive })).toBe(isActive && platform !== 1);
      }),
    );
  });
});

describe("a job form's answers", () => {
  it('require exactly the required fields, whatever the kind, and never the file field', () => {
    const types = fc.constantFrom(...Object.values(JobFieldType));
    fc.assert(
      fc.property(types, fc.boolean(), (type, required) => {
        const problems = applicationProblems([field(type, required)], { f: '   ' });
        expect(problems.f).toBe(required && type !== JobFieldType.File ? 'required' : undefined);
      }),
    );
  });

  it('take whole numbers from 0 to the maximum and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -50, max: 500 }).map(String), fc.string()), (answer) => {
        const ok = /^\d+$/.test(answer.trim()) && Number(answer.trim()) <= ANSWER_MAX_NUMBER;
        const problem = applicationProblems([field('number', true)], { f: answer }).f;
        if (answer.trim() === '') expect(problem).toBe('required');
        else expect(problem === undefined).toBe(ok);
      }),
    );
  });

  it('take a choice among the options only, one or several, and any text where no options are set', () => {
    const options = ['Erbil', 'Duhok', 'Soran'];
    fc.assert(
      fc.property(fc.subarray(options, { minLength: 1 }), fc.string({ minLength: 1 }), (chosen, other) => {
        expect(applicationProblems([field('multiselect', true, options)], { f: chosen.join(', ') })).toEqual(
          {},
        );
        expect(applicationProblems([field('select', true, options)], { f: chosen[0]! })).toEqual({});
        fc.pre(!options.includes(other.trim()) && other.trim() !== '' && !other.includes(','));
        expect(applicationProblems([field('select', true, options)], { f: other }).f).toBe('notAChoice');
        expect(applicationProblems([field('select', true)], { f: other })).toEqual({});
      }),
    );
  });

  it('check phone numbers and e-mails, and store numbers, choices and phones in their own form', () => {
    const fields: JobFormField[] = [
      { name: 'phoneNumber', label: 'Phone', type: 'tel', required: true },
      { name: 'email', label: 'E-mail', type: 'email', required: false },
      { name: 'years', label: 'Years', type: 'number', required: true },
      { name: 'languages', label: 'Languages', type: 'multiselect', required: false },
      { name: 'cv', label: 'CV', type: 'file', required: true },
    ];
    expect(applicationProblems(fields, { phoneNumber: '12', email: 'x', years: '3' })).toEqual({
      phoneNumber: 'notAPhone',
      email: 'notAnEmail',
    });
    const answers = { phoneNumber: '0750 123 4567', years: ' 7 ', languages: 'Kurdish, English', extra: 'x' };
    expect(applicationProblems(fields, answers)).toEqual({});
    expect(storedAnswers(fields, answers)).toEqual({
      phoneNumber: '+9647501234567',
      years: 7,
      languages: ['Kurdish', 'English'],
    });
  });
});

describe('the CV file kinds', () => {
  it('take PDF and DOCX by their sniffed type, and refuse photos, programs, archives and the unknown', () => {
    expect(cvExtension('application/pdf')).toBe('pdf');
    expect(cvExtension('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'docx',
    );
    for (const refused of [
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/x-msdownload',
      'application/zip',
      'text/html',
      'image/svg+xml',
      undefined,
    ])
      expect(cvExtension(refused)).toBeNull();
  });
});
