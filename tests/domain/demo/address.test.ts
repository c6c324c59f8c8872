import fc from 'fast-check';
import { describe, it } from 'vitest';
import { saveAddress, type DemoAddress } from '../../../src/domain/demo/address';

const addressArb: fc.Arbitrary<DemoAddress> = fc.record({
  id: fc.constantFrom('1', '2', '3', '4'),
  name: fc.constant('A'),
  destination: fc.constantFrom('home', 'office'),
  building: fc.constant(''),
  street: fc.constant(''),
  city: fc.constant(''),
  state: fc.constant(''),
  country: fc.constant(''),
  post: fc.constant(''),
  phone: fc.constant(''),
  isDefault: fc.boolean(),
});

describe('demo address book', () => {
  it('holds at most one default address, and the last one saved as default is it', () => {
    fc.assert(
      fc.property(fc.array(addressArb), (saves) => {
        const book = saves.reduce<DemoAddress[]>(saveAddress, []);
        const defaults = book.filter((a) => a.isDefault);
        const lastDefault = saves.findLast((a) => a.isDefault);
        const stillDefault =
          lastDefault !== undefined && book.some((a) => a.id === lastDefault.id && a.isDefault);
        return defaults.length <= 1 && (defaults.length === 0 || stillDefault);
      }),
    );
  });

  it('keeps one address per id', () => {
    fc.assert(
      fc.property(fc.array(addressArb), (saves) => {
        const book = saves.reduce<DemoAddress[]>(saveAddress, []);
        return new Set(book.map((a) => a.id)).size === book.length;
      }),
    );
  });
});
