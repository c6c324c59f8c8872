import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterProducts,
  NO_FILTER,
  ProductSort,
  type DemoProduct,
  type ProductFilter,
} from '../../../src/domain/demo/product-filter';

const productArb: fc.Arbitrary<DemoProduct> = fc.record({
  id: fc.nat(),
  name: fc.constantFrom('Shoes', 'Watch', 'Bag'),
  description: fc.constant('demo'),
  image: fc.constant(''),
  salePrice: fc.integer({ min: 1, max: 500 }),
  offerPrice: fc.integer({ min: 1, max: 500 }),
  discount: fc.integer({ min: 0, max: 90 }),
  rating: fc.integer({ min: 0, max: 5 }),
  popularity: fc.nat({ max: 100 }),
  created: fc.nat({ max: 100 }),
  gender: fc.constantFrom('male', 'female', 'kids'),
  categories: fc.subarray(['fashion', 'books', 'toys', 'kitchen']),
  colors: fc.subarray(['red', 'blue', 'green']),
  sizes: fc.constant(['M']),
  inStock: fc.boolean(),
});
const priceArb = fc.option(fc.integer({ min: 0, max: 500 }), { nil: null });
const filterArb: fc.Arbitrary<ProductFilter> = fc.record({
  sort: fc.constantFrom(...Object.values(ProductSort)),
  search: fc.constantFrom('', 'sho', 'WATCH', 'x'),
  gender: fc.subarray(['male', 'female', 'kids'] as const),
  categories: fc.subarray(['all', 'fashion', 'books', 'toys']),
  colors: fc.subarray(['red', 'blue', 'green']),
  price: fc.record({ low: priceArb, high: priceArb }),
  rating: fc.integer({ min: 0, max: 5 }),
});

describe('demo product filter', () => {
  it('the price range is inclusive at both ends', () => {
    fc.assert(
      fc.property(fc.array(productArb), (products) => {
        for (const product of products) {
          const price = product.offerPrice;
          const kept = filterProducts([product], { ...NO_FILTER, price: { low: price, high: price } });
          expect(kept).toHaveLength(1);
        }
      }),
    );
  });

  it('every kept product passes each part of the filter', () => {
    fc.assert(
      fc.property(fc.array(productArb), filterArb, (products, filter) => {
        for (const p of filterProducts(products, filter)) {
          expect(p.rating).toBeGreaterThanOrEqual(filter.rating);
          if (filter.price.low !== null) expect(p.offerPrice).toBeGreaterThanOrEqual(filter.price.low);
          if (filter.price.high !== null) expect(p.offerPrice).toBeLessThanOrEqual(filter.price.high);
          if (filter.gender.length > 0) expect(filter.gender).toContain(p.gender);
          if (filter.colors.length > 0) expect(p.colors.some((c) => filter.colors.includes(c))).toBe(true);
          if (filter.search !== '') expect(p.name.toLowerCase()).toContain(filter.search.toLowerCase());
        }
      }),
    );
  });

  it('drops no product that passes', () => {
    fc.assert(
      fc.property(fc.array(productArb), filterArb, (products, filter) => {
        const kept = filterProducts(products, filter);
        const loose = filterProducts(products, { ...filter, rating: 0 });
        return (
          kept.every((p) => loose.includes(p)) &&
          loose.filter((p) => p.rating >= filter.rating).length === kept.length
        );
      }),
    );
  });

  it('sorts by the chosen order', () => {
    const key: Record<ProductSort, (p: DemoProduct) => number> = {
      high: (p) => -p.offerPrice,
      low: (p) => p.offerPrice,
      popularity: (p) => -p.popularity,
      discount: (p) => -p.discount,
      new: (p) => -p.created,
    };
    fc.assert(
      fc.property(fc.array(productArb), fc.constantFrom(...Object.values(ProductSort)), (products, sort) => {
        const sorted = filterProducts(products, { ...NO_FILTER, sort }).map(key[sort]);
        return sorted.every((value, index) => index === 0 || (sorted[index - 1] as number) <= value);
      }),
    );
  });
});
