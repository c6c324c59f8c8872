import type { Result } from '../shared/result';

/** Where a carousel image is shown: the `carouselFor` number of a carousel image. */
export const CarouselPlacement = {
  HomePage: 0,
  AntenatalAndPostnatalTrainingDepartmentTop: 1,
  AntenatalAndPostnatalTrainingDepartmentBottom: 2,
  EmergencyServices: 3,
  SpecialistLaboratory: 4,
  NaturalBirthServicesTop: 5,
  NaturalBirthServicesBottom: 6,
  OperationTheatersTop: 7,
  OperationTheatersBottom: 8,
  SmartPharmacy: 9,
  RadiologyServices: 10,
  FamilyTeam: 11,
  SmartTrainingTop: 12,
  SmartTrainingBottom: 13,
  Ward: 14,
  WardStandardRooms: 15,
  WardVipRooms: 16,
  WardNewBornBabyHospitalRooms: 17,
  Centers: 18,
  Hdu: 19,
  HduTop: 20,
  Nicu: 21,
  NicuTop: 22,
  PharmacyBottom: 23,
  LabBottom: 24,
  RadiologyBottom: 25,
} as const;

export type CarouselPlacement = (typeof CarouselPlacement)[keyof typeof CarouselPlacement];

/** One row of the spec's placement table, with the translation key of its label. */
export interface CarouselPlacementInfo {
  readonly value: CarouselPlacement;
  /** The placement's name exactly as the spec's table spells it. */
  readonly name: string;
  /** A stable translation key; never derived from the name, so renaming a label keeps the key. */
  readonly i18nKey: string;
}

/** A value or name that is not one of the 26 placements: a coded value, never a crash. */
export interface UnknownCarouselPlacement {
  readonly code: 'UnknownCarouselPlacement';
  readonly input: unknown;
}

export type CarouselPlacementLookup = Result<CarouselPlacementInfo, UnknownCarouselPlacement>;

const row = (value: CarouselPlacement, name: string, key: string): CarouselPlacementInfo =>
  Object.freeze({ value, name, i18nKey: `carouselPlacement.${key}` });

/** The 26 placements in value order: index i holds value i. */
export const CAROUSEL_PLACEMENTS: readonly CarouselPlacementInfo[] = Object.freeze([
  row(0, 'Home Page', 'homePage'),
  row(1, 'Antenatal And Postnatal Training Department Top', 'antenatalAndPostnatalTrainingDepartmentTop'),
  row(
    2,
    'Antenatal And Postnatal Training Department Bottom',
    'antenatalAndPostnatalTrainingDepartmentBottom',
  ),
  row(3, 'Emergency Services', 'emergencyServices'),
  row(4, 'Specialist Laboratory', 'specialistLaboratory'),
  row(5, 'Natural Birth Services Top', 'naturalBirthServicesTop'),
  row(6, 'Natural Birth Services Bottom', 'naturalBirthServicesBottom'),
  row(7, 'Operation Theaters Top', 'operationTheatersTop'),
  row(8, 'Operation Theaters Bottom', 'operationTheatersBottom'),
  row(9, 'Smart Pharmacy', 'smartPharmacy'),
  row(10, 'Radiology Services', 'radiologyServices'),
  row(11, 'Family Team', 'familyTeam'),
  row(12, 'Smart Training Top', 'smartTrainingTop'),
  row(13, 'Smart Training Bottom', 'smartTrainingBottom'),
  row(14, 'Ward', 'ward'),
  row(15, 'Ward Standard Rooms', 'wardStandardRooms'),
  row(16, 'Ward Vip Rooms', 'wardVipRooms'),
  row(17, 'Ward New Born Baby Hospital Rooms', 'wardNewBornBabyHospitalRooms'),
  row(18, 'Centers', 'centers'),
  row(19, 'HDU', 'hdu'),
  row(20, 'HDU Top', 'hduTop'),
  row(21, 'NICU', 'nicu'),
  row(22, 'NICU Top', 'nicuTop'),
  row(23, 'Pharmacy Bottom', 'pharmacyBottom'),
  row(24, 'Lab Bottom', 'labBottom'),
  row(25, 'Radiology Bottom', 'radiologyBottom'),
]);

// One shared success per placement, so a lookup over a long list allocates nothing when it hits.
const byValue: readonly CarouselPlacementLookup[] = CAROUSEL_PLACEMENTS.map((info) =>
  Object.freeze({ ok: true as const, value: info }),
);
const byName: ReadonlyMap<string, CarouselPlacementLookup> = new Map(
  CAROUSEL_PLACEMENTS.map((info, i) => [info.name, byValue[i] as CarouselPlacementLookup]),
);

/** The failed lookup for an input that names no placement. */
export const unknownCarouselPlacement = (input: unknown): CarouselPlacementLookup => ({
  ok: false,
  error: { code: 'UnknownCarouselPlacement', input },
});

/** The placement of a `carouselFor` value; anything but the integers 0 to 25 is unknown. */
export function placementByValue(value: unknown): CarouselPlacementLookup {
  return (typeof value === 'number' && byValue[value]) || unknownCarouselPlacement(value);
}

/**
 * The placement with exactly this name (case and spaces as in the spec's table). Loose matching of
 * slider destinations lives in `content/slider-destination.ts`.
 */
export function placementByName(name: unknown): CarouselPlacementLookup {
  return (typeof name === 'string' && byName.get(name)) || unknownCarouselPlacement(name);
}
