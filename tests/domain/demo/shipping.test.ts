import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeShipping, ShippingKind } from '../../../src/domain/demo/shipping';

const prior = fc.constantFrom(0, 5);

describe('demo shipping', () => {
  it('fast costs 5 and free costs nothing', () => {
    fc.assert(
      fc.property(
        prior,
        (p) => changeShipping('fast', p).charge === 5 && changeShipping('free', p).charge === 0,
      ),
    );
  });

  it('free after a paid shipping takes 5 off the total, free after free moves nothing', () => {
    expect(changeShipping(ShippingKind.Free, 5).delta).toBe(-5);
    expect(changeShipping(ShippingKind.Free, 0).delta).toBe(0);
  });

  it('the total always carries exactly the last shipping chosen', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(ShippingKind.Free, ShippingKind.Fast)), (choices) => {
        let charge = 0;
        let added = 0;
        for (const kind of choices) {
          const change = changeShipping(kind, charge);
          added += change.delta;
          charge = change.charge;
        }
        return added === charge;
      }),
    );
  });
});
