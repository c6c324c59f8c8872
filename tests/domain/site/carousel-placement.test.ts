import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_PLACEMENTS,
  placementByName,
  placementByValue,
} from '../../../src/domain/site/carousel-placement';

// The spec's placement table, copied row by row, with the translation key each placement keeps.
const SPEC_TABLE: readonly [number, string, string][] = [
  [0, 'Home Page', 'carouselPlacement.homePage'],
  [
    1,
    'Antenatal And Postnatal Training Department Top',
    'carouselPlacement.antenatalAndPostnatalTrainingDepartmentTop',
  ],
  [
    2,
    'Antenatal And Postnatal Training Department Bottom',
    'carouselPlacement.antenatalAndPostnatalTrainingDepartmentBottom',
  ],
  [3, 'Emergency Services', 'carouselPlacement.emergencyServices'],
  [4, 'Specialist Laboratory', 'carouselPlacement.specialistLaboratory'],
  [5, 'Natural Birth Services Top', 'carouselPlacement.naturalBirthServicesTop'],
  [6, 'Natural Birth Services Bottom', 'carouselPlacement.naturalBirthServicesBottom'],
  [7, 'Operation Theaters Top', 'carouselPlacement.operationTheatersTop'],
  [8, 'Operation Theaters Bottom', 'carouselPlacement.operationTheatersBottom'],
  [9, 'Smart Pharmacy', 'carouselPlacement.smartPharmacy'],
  [10, 'Radiology Services', 'carouselPlacement.radiologyServices'],
  [11, 'Family Team', 'carouselPlacement.familyTeam'],
  [12, 'Smart Training Top', 'carouselPlacement.smartTrainingTop'],
  [13, 'Smart Training Bottom', 'carouselPlacement.smartTrainingBottom'],
  [14, 'Ward', 'carouselPlacement.ward'],
  [15, 'Ward Standard Rooms', 'carouselPlacement.wardStandardRooms'],
  [16, 'Ward Vip Rooms', 'carouselPlacement.wardVipRooms'],
  [17, 'Ward New Born Baby Hospital Rooms', 'carouselPlacement.wardNewBornBabyHospitalRooms'],
  [18, 'Centers', 'carouselPlacement.centers'],
  [19, 'HDU', 'carouselPlacement.hdu'],
  [20, 'HDU Top', 'carouselPlacement.hduTop'],
  [21, 'NICU', 'carouselPlacement.nicu'],
  [22, 'NICU Top', 'carouselPlacement.nicuTop'],
  [23, 'Pharmacy Bottom', 'carouselPlacement.pharmacyBottom'],
  [24, 'Lab Bottom', 'carouselPlacement.labBottom'],
  [25, 'Radiology Bottom', 'carouselPlacement.radiologyBottom'],
];

const SPEC_NAMES = new Set(SPEC_TABLE.map(([, name]) => name));

describe('carousel placements', () => {
  it.each(SPEC_TABLE)('names value %i "%s" with key %s, both ways', (value, name, key) => {
    expect(placementByValue(value)).toEqual({ ok: true, value: { value, name, i18nKey: key } });
    expect(placementByName(name)).toEqual({ ok: true, value: { value, name, i18nKey: key } });
  });

  it('has exactly the 26 placements of the table, in value order', () => {
    expect(CAROUSEL_PLACEMENTS.map((p) => [p.value, p.name, p.i18nKey])).toEqual(SPEC_TABLE);
  });

  it('gives every placement its own translation key', () => {
    expect(new Set(CAROUSEL_PLACEMENTS.map((p) => p.i18nKey)).size).toBe(26);
  });

  it('maps every placement value to a name that maps back to the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), (value) => {
        const byValue = placementByValue(value);
        if (!byValue.ok) return false;
        const back = placementByName(byValue.value.name);
        return back.ok && back.value.value === value;
      }),
    );
  });

  it('maps every placement name to a value that maps back to the same name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_NAMES), (name) => {
        const byName = placementByName(name);
        if (!byName.ok) return false;
        const back = placementByValue(byName.value.value);
        return back.ok && back.value.name === name;
      }),
    );
  });

  it('reports any value other than the integers 0 to 25 as an unknown placement, never throwing', () => {
    const notAPlacement = fc.oneof(
      fc.integer().filter((n) => n < 0 || n > 25),
      fc.double().filter((n) => !Number.isInteger(n)),
      fc.string(),
      fc.constantFrom(null, undefined, true, {}, [], '0', '25'),
    );
    fc.assert(
      fc.property(notAPlacement, (value) => {
        expect(placementByValue(value)).toEqual({
          ok: false,
          error: { code: 'UnknownCarouselPlacement', input: value },
        });
      }),
    );
  });

  it('reports any name not in the table as an unknown placement, never throwing', () => {
    const notAName = fc.oneof(
      fc.string().filter((s) => !SPEC_NAMES.has(s)),
      fc.constantFrom('home page', 'HomePage', ' Home Page', 'Home Page ', 'Hdu', '0', 0, null, undefined),
    );
    fc.assert(
      fc.property(notAName, (name) => {
        const lookup = placementByName(name);
        expect(lookup.ok).toBe(false);
      }),
    );
  });
});
