import { LAB_DEPARTMENTS, PHARMACY_PARTITIONS } from '../catalogue/departments';
import { LAB_TESTS, PANEL_COMPONENTS } from '../catalogue/lab-tests';
import { MEDICINES, type MedicineEntry, type Presentation } from '../catalogue/medicines';
import { DOSAGE_FORMS, MANUFACTURERS, localiseMeasure, packText } from '../catalogue/pharmacy-forms';
import { PRODUCTS } from '../catalogue/pharmacy-products';
import { columns, joinTri, tri, type Tri } from '../catalogue/trilingual';
import type { Rows, RowSet } from './network-rows';
import { productImage } from './placeholder-images';
import type { SeedContext } from './seed-context';

export const PHARMACY_ITEM_COUNT = 2_000;
export const LAB_TEST_COUNT = 400;

export interface PharmacyItemRef {
  readonly id: number;
  readonly price: number;
  readonly partition: string;
  /** Its names, which an order's line keeps as they were when ordered. */
  readonly name: Tri;
}

/** Price factor by the manufacturer's country: local and Indian generics cost less than imports. */
const COUNTRY_PRICE: Readonly<Record<string, number>> = {
  Iraq: 0.85,
  India: 0.9,
  Jordan: 1,
  'Saudi Arabia': 1.05,
  'United Arab Emirates': 1.05,
  Türkiye: 1.1,
  Switzerland: 1.35,
};

interface Sku {
  readonly entry: MedicineEntry;
  readonly presentation: Presentation;
  readonly pack: number;
  readonly maker: number | null;
}

/** Pharmacy partitions, 2,000 items with their details, lab departments and 400 test profiles. */
export function buildPharmacyAndLab(context: SeedContext): {
  rows: RowSet;
  items: readonly PharmacyItemRef[];
} {
  const prng = context.prng.fork('pharmacy');
  const partitionIds = new Map(PHARMACY_PARTITIONS.map((p, i) => [p.key, i + 1]));
  const created = () => context.clock.at(-prng.int(20, 900), prng.int(9 * 60, 17 * 60));

  const candidates: Sku[] = [];
  for (const entry of [...MEDICINES, ...PRODUCTS]) {
    // Each medicine is carried by its own fixed set of manufacturers.
    const makers =
      entry.makers === 0
        ? [null]
        : prng.sample(
            MANUFACTURERS.map((_, i) => i),
            entry.makers,
          );
    for (const presentation of entry.presentations) {
      for (const pack of presentation.packs)
        for (const maker of makers) candidates.push({ entry, presentation, pack, maker });
    }
  }
  if (candidates.length < PHARMACY_ITEM_COUNT) {
    throw new Error(
      `The pharmacy catalogue yields ${candidates.length} items; ${PHARMACY_ITEM_COUNT} are needed.`,
    );
  }
  const chosen = prng
    .sample(candidates, PHARMACY_ITEM_COUNT)
    .map((sku) => ({ sku, name: skuName(sku) }))
    .sort(
      (a, b) =>
        (partitionIds.get(a.sku.entry.partition) ?? 0) - (partitionIds.get(b.sku.entry.partition) ?? 0) ||
        a.name.en.localeCompare(b.name.en),
    );

  const pharmacy_items: Rows<'pharmacy_items'> = [];
  const pharmacy_item_details: Rows<'pharmacy_item_details'> = [];
  const items: PharmacyItemRef[] = [];
  chosen.forEach(({ sku, name }, index) => {
    const id = index + 1;
    const maker = sku.maker === null ? undefined : MANUFACTURERS[sku.maker];
    const first = sku.presentation.packs[0] ?? 1;
    const packFactor = (sku.pack / first) ** 0.9;
    const price = Math.max(
      250,
      Math.round(
        (sku.presentation.price * packFactor * (COUNTRY_PRICE[maker?.country ?? 'Iraq'] ?? 1)) / 250,
      ) * 250,
    );
    const outOfStock = prng.chance(0.04);
    const form = DOSAGE_FORMS[sku.presentation.form];
    pharmacy_items.push({
      id,
      pharmacy_partition_id: partitionIds.get(sku.entry.partition) ?? 1,
      ...columns('name', name),
      price,
      stock: outOfStock ? 0 : prng.int(5, 400),
      barcode: ean13(
        `${maker?.country === 'Iraq' || maker === undefined ? '200' : '300'}${String(id).padStart(9, '0')}`,
      ),
      image_url: productImage(
        form.name.en.split(' ')[0] ?? 'item',
        ((partitionIds.get(sku.entry.partition) ?? 1) * 27) % 360,
      ),
      is_available: !outOfStock,
      created_at: created(),
    });
    pharmacy_item_details.push({
      id,
      pharmacy_item_id: id,
      manufacturer: maker?.name.en ?? '',
      country_of_origin: maker?.country ?? '',
      dosage_form: form.name.en,
      strength:
        typeof sku.presentation.strength === 'string'
          ? sku.presentation.strength
          : sku.presentation.strength.en,
      pack_size: sku.pack > 1 ? packText(form.pack, sku.pack).en : '',
      requires_prescription: sku.entry.prescription,
      ...columns('description', sku.entry.description),
    });
    items.push({ id, price, partition: sku.entry.partition, name });
  });

  const pharmacy_partitions: Rows<'pharmacy_partitions'> = PHARMACY_PARTITIONS.map((p, i) => ({
    id: i + 1,
    ...columns('name', p.name),
    sort_order: i + 1,
    created_at: context.clock.at(-1000, 9 * 60),
  }));

  return {
    rows: { pharmacy_partitions, pharmacy_items, pharmacy_item_details, ...buildLab(context) },
    items,
  };
}

/** `Amoxicillin 500 mg capsules ×20 (Pioneer)` in the three languages. */
function skuName({ entry, presentation, pack, maker }: Sku): Tri {
  const form = DOSAGE_FORMS[presentation.form];
  const strength: Tri =
    typeof presentation.strength === 'string'
      ? localiseMeasure(presentation.strength)
      : presentation.strength;
  const parts: Tri[] = [entry.name, strength];
  if (form.name.en !== '') parts.push(form.name);
  if (pack > 1 || form.pack !== 'count') parts.push(packText(form.pack, pack));
  const manufacturer = maker === null ? undefined : MANUFACTURERS[maker];
  if (manufacturer !== undefined) {
    parts.push(tri(`(${manufacturer.name.en})`, `(${manufacturer.name.ku})`, `(${manufacturer.name.ar})`));
  }
  return joinTri(parts.filter((p) => p.en !== ''));
}

/** Twelve digits plus the EAN-13 check digit. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

function buildLab(context: SeedContext): RowSet {
  const prng = context.prng.fork('lab');
  const departmentIds = new Map(LAB_DEPARTMENTS.map((d, i) => [d.key, i + 1]));
  const lab_departments: Rows<'lab_departments'> = LAB_DEPARTMENTS.map((d, i) => ({
    id: i + 1,
    ...columns('name', d.name),
    sort_order: i + 1,
    created_at: context.clock.at(-1000, 9 * 60),
  }));

  // Keep the panels, drop single tests at random down to the catalogue size, keep catalogue order.
  const optional = LAB_TESTS.filter((t) => PANEL_COMPONENTS[t.name] === undefined);
  const dropped = new Set(prng.sample(optional, LAB_TESTS.length - LAB_TEST_COUNT).map((t) => t.name));
  const tests = LAB_TESTS.filter((t) => !dropped.has(t.name));

  const counters = new Map<string, number>();
  const lab_test_profiles: Rows<'lab_test_profiles'> = [];
  const lab_test_details: Rows<'lab_test_details'> = [];
  tests.forEach((test, index) => {
    const id = index + 1;
    const n = (counters.get(test.department) ?? 0) + 1;
    counters.set(test.department, n);
    const hours = test.turnaroundHours;
    const turnaround = hours < 24 ? `${hours} h` : `${Math.round(hours / 24)} d`;
    lab_test_profiles.push({
      id,
      lab_department_id: departmentIds.get(test.department) ?? 1,
      appearance_name: test.name,
      code: `${test.department.slice(0, 3).toUpperCase()}-${String(n).padStart(3, '0')}`,
      price: test.price,
      sample_type: test.sample,
      turnaround_hours: hours,
      details: [`Sample: ${test.sample}.`, `Results in ${turnaround}.`, test.preparation]
        .filter((s) => s !== '')
        .join(' '),
      is_available: prng.chance(0.97),
      created_at: context.clock.at(-prng.int(30, 900), 10 * 60),
    });
    const components = PANEL_COMPONENTS[test.name] ?? [[test.name, test.unit, test.range] as const];
    components.forEach(([name, unit, range], order) =>
      lab_test_details.push({
        lab_test_profile_id: id,
        name,
        unit,
        normal_range: range,
        sort_order: order + 1,
      }),
    );
  });
  lab_test_details.forEach((row, i) => (row.id = i + 1));
  return { lab_departments, lab_test_profiles, lab_test_details };
}
