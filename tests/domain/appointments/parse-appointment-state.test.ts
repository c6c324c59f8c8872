import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAppointmentState } from '../../../src/domain/appointments/parse-appointment-state';

describe('parseAppointmentState', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('reads state %i', (n) => {
    expect(parseAppointmentState(n)).toEqual({ ok: true, value: n });
  });

  it.each([0, 8, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null, undefined, {}])(
    'refuses %s with a typed error',
    (value) => {
      expect(parseAppointmentState(value)).toEqual({
        ok: false,
        error: { code: 'UnknownAppointmentState', value },
      });
    },
  );

  it('accepts exactly the integers 1 to 7', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -2, max: 9 }), fc.integer(), fc.double(), fc.anything()),
        (value) => {
          const known = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
          expect(parseAppointmentState(value).ok).toBe(known);
        },
      ),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => parseAppointmentState(value)).not.toThrow();
      }),
    );
  });
});
