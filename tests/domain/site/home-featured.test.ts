import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HomeFeatured, homeCenters, homeDoctors } from '../../../src/domain/site/home-featured';

describe('home page features', () => {
  it('features 3 centers and 3 doctors', () => {
    expect(HomeFeatured).toEqual({ Centers: 3, Doctors: 3 });
  });

  it.each([
    [
      ['a', 'b', 'c', 'd', 'e'],
      ['a', 'b', 'c'],
    ],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [[], []],
  ])('from %j shows %j', (list, shown) => {
    expect(homeCenters(list)).toEqual(shown);
    expect(homeDoctors(list)).toEqual(shown);
  });

  it('shows the first 3 centers', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid()), (centers) => {
        expect(homeCenters(centers)).toEqual(centers.slice(0, 3));
      }),
    );
  });

  it('shows the first 3 doctors', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid()), (doctors) => {
        expect(homeDoctors(doctors)).toEqual(doctors.slice(0, 3));
      }),
    );
  });
});
