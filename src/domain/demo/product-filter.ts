/** How the demo product list is sorted. */
export const ProductSort = {
  High: 'high',
  Low: 'low',
  Popularity: 'popularity',
  Discount: 'discount',
  New: 'new',
} as const;

export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];

export type Gender = 'male' | 'female' | 'kids';

export interface DemoProduct {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly image: string;
  /** The price before the offer. */
  readonly salePrice: number;
  /** The price paid. */
  readonly offerPrice: number;
  /** Percent off. */
  readonly discount: number;
  readonly rating: number;
  readonly popularity: number;
  /** Higher is newer. */
  readonly created: number;
  readonly gender: Gender;
  readonly categories: readonly string[];
  readonly colors: readonly string[];
  readonly sizes: readonly string[];
  readonly inStock: boolean;
}

export interface ProductFilter {
  readonly sort: ProductSort;
  readonly search: string;
  /** Empty: every gender. */
  readonly gender: readonly Gender[];
  /** Empty or `all`: every category. */
  readonly categories: readonly string[];
  /** Empty: every colour. */
  readonly colors: readonly string[];
  /** Inclusive at both ends; `null` is no limit. */
  readonly price: { readonly low: number | null; readonly high: number | null };
  /** The least rating shown; 0 shows all. */
  readonly rating: number;
}

export const NO_FILTER: ProductFilter = {
  sort: ProductSort.Popularity,
  search: '',
  gender: [],
  categories: [],
  colors: [],
  price: { low: null, high: null },
  rating: 0,
};

const ORDER: Record<ProductSort, (a: DemoProduct, b: DemoProduct) => number> = {
  high: (a, b) => b.offerPrice - a.offerPrice,
  low: (a, b) => a.offerPrice - b.offerPrice,
  popularity: (a, b) => b.popularity - a.popularity,
  discount: (a, b) => b.discount - a.discount,
  new: (a, b) => b.created - a.created,
};

/** Whether a product passes every part of the filter (the sort aside). */
export function matchesFilter(product: DemoProduct, filter: ProductFilter): boolean {
  const search = filter.search.trim().toLowerCase();
  if (search !== '' && !`${product.name} ${product.description}`.toLowerCase().includes(search)) return false;
  if (filter.gender.length > 0 && !filter.gender.includes(product.gender)) return false;
  const categories = filter.categories.filter((category) => category !== 'all');
  if (categories.length > 0 && !product.categories.some((category) => categories.includes(category)))
    return false;
  if (filter.colors.length > 0 && !product.colors.some((color) => filter.colors.includes(color)))
    return false;
  const { low, high } = filter.price;
  if (low !== null && product.offerPrice < low) return false;
  if (high !== null && product.offerPrice > high) return false;
  return product.rating >= filter.rating;
}

/** The products that pass the filter, in its order (ties keep the list's order). */
export const filterProducts = (products: readonly DemoProduct[], filter: ProductFilter): DemoProduct[] =>
  products.filter((product) => matchesFilter(product, filter)).sort(ORDER[filter.sort]);
