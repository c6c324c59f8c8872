import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/contract/shared/schema';
import { WIRE_ENTRIES } from './wire-entries';
import { deepKeys, WIRE_ONLY_NAMES, WRONG_VALUES, withField, type FieldKind } from './wire-fields';

const fieldsOf = (fields: Readonly<Record<string, FieldKind>> | undefined) => Object.entries(fields ?? {});

describe.each(WIRE_ENTRIES.map((e) => [e.name, e] as const))('the %s check', (_name, e) => {
  const required = fieldsOf(e.required);
  const optional = fieldsOf(e.optional);
  const forbidden = [...WIRE_ONLY_NAMES, ...(e.renamed ?? [])];

  it('accepts a realistic answer', () => {
    expect(validate(e.check, e.sample)).toEqual({ ok: true, value: e.sample });
  });

  it('accepts every answer of the contract', () => {
    fc.assert(fc.property(e.arb, (sample) => validate(e.check, sample).ok));
  });

  it('refuses a body that is not the expected value, naming the body', () => {
    for (const body of [undefined, 'Wrong Services', 42])
      expect(validate(e.check, body)).toEqual({ ok: false, field: '(body)' });
  });

  it.runIf(required.length > 0)('refuses an answer missing any one required field, naming that field', () => {
    fc.assert(
      fc.property(e.arb, fc.constantFrom(...required), (sample, [path]) => {
        expect(validate(e.check, withField(sample, path))).toEqual({ ok: false, field: path });
      }),
    );
  });

  it.runIf(required.length > 0)(
    'refuses an answer with any one required field of the wrong type, naming it',
    () => {
      const cases = required.flatMap(([path, kind]) =>
        WRONG_VALUES[kind].map((value) => [path, value] as const),
      );
      fc.assert(
        fc.property(e.arb, fc.constantFrom(...cases), (sample, [path, value]) => {
          expect(validate(e.check, withField(sample, path, { value }))).toEqual({ ok: false, field: path });
        }),
      );
    },
  );

  it.runIf(optional.length > 0)('accepts an answer without any one optional field', () => {
    fc.assert(
      fc.property(e.arb, fc.constantFrom(...optional), (sample, [path]) => {
        expect(validate(e.check, withField(sample, path)).ok).toBe(true);
        expect(validate(e.check, withField(sample, path, { value: null })).ok).toBe(true);
      }),
    );
  });

  it.runIf(optional.length > 0)(
    'refuses an answer with any one optional field of the wrong type, naming it',
    () => {
      const cases = optional.flatMap(([path, kind]) =>
        WRONG_VALUES[kind].filter((value) => value !== null).map((value) => [path, value] as const),
      );
      fc.assert(
        fc.property(e.arb, fc.constantFrom(...cases), (sample, [path, value]) => {
          expect(validate(e.check, withField(sample, path, { value }))).toEqual({ ok: false, field: path });
        }),
      );
    },
  );

  it('maps into clean names only: no wire spelling reaches the domain', () => {
    fc.assert(
      fc.property(e.arb, (sample) => {
        const checked = validate(e.check, sample);
        if (!checked.ok) throw new Error(`sample refused at ${checked.field}`);
        const keys = deepKeys((e.map as (wire: unknown) => unknown)(checked.value));
        expect(keys.filter((key) => forbidden.includes(key))).toEqual([]);
      }),
    );
  });

  it('maps without throwing and without NaN', () => {
    fc.assert(
      fc.property(e.arb, (sample) => {
        const checked = validate(e.check, sample);
        if (!checked.ok) throw new Error(`sample refused at ${checked.field}`);
        const out = JSON.stringify((e.map as (wire: unknown) => unknown)(checked.value), (_k, v: unknown) =>
          typeof v === 'number' && Number.isNaN(v) ? 'NaN!' : v,
        );
        expect(out).not.toContain('NaN!');
      }),
    );
  });
});
