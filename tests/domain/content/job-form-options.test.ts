import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  JOB_PLACEMENT_OPTIONS,
  JOB_PLATFORM_OPTIONS,
  jobPlacementLabel,
  jobPlatformLabel,
  parseJobPlacement,
  parseJobPlatform,
} from '../../../src/domain/content/job-form-options';

describe('job form options', () => {
  it.each([
    [0, 'Web'],
    [1, 'Mobile'],
    [2, 'Both'],
  ] as const)('reads platform %i as %s', (value, label) => {
    expect(parseJobPlatform(value)).toEqual({ ok: true, value });
    expect(jobPlatformLabel(value)).toBe(label);
  });

  it.each([
    [0, 'Submit Your CV'],
    [1, 'Normal Jobs'],
  ] as const)('reads placement %i as %s', (value, label) => {
    expect(parseJobPlacement(value)).toEqual({ ok: true, value });
    expect(jobPlacementLabel(value)).toBe(label);
  });

  it('offers the options in value order with their exact labels', () => {
    expect(JOB_PLATFORM_OPTIONS).toEqual([
      { value: 0, label: 'Web' },
      { value: 1, label: 'Mobile' },
      { value: 2, label: 'Both' },
    ]);
    expect(JOB_PLACEMENT_OPTIONS).toEqual([
      { value: 0, label: 'Submit Your CV' },
      { value: 1, label: 'Normal Jobs' },
    ]);
  });

  it('reports any platform other than 0, 1 or 2 as unknown', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constantFrom(null, undefined, '1')),
        (value) => {
          fc.pre(![0, 1, 2].includes(value as number));
          expect(parseJobPlatform(value)).toEqual({
            ok: false,
            error: { code: 'UnknownJobPlatform', value },
          });
        },
      ),
    );
  });

  it('reports any placement other than 0 or 1 as unknown', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constantFrom(null, undefined, '0')),
        (value) => {
          fc.pre(![0, 1].includes(value as number));
          expect(parseJobPlacement(value)).toEqual({
            ok: false,
            error: { code: 'UnknownJobPlacement', value },
          });
        },
      ),
    );
  });

  it('parses every option value back to itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...JOB_PLATFORM_OPTIONS),
        fc.constantFrom(...JOB_PLACEMENT_OPTIONS),
        (platform, placement) => {
          expect(parseJobPlatform(platform.value)).toEqual({ ok: true, value: platform.value });
          expect(parseJobPlacement(placement.value)).toEqual({ ok: true, value: placement.value });
        },
      ),
    );
  });
});
