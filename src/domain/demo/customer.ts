import { filterByKey } from './search-filter';

/** The demo's customer lists (customers, orders, products, productreviews). */
export interface DemoCustomer {
  readonly id: string;
  readonly name: string;
  readonly avatar: string;
  readonly email: string;
  readonly location: string;
  readonly orders: number;
  /** The day they joined, `YYYY-MM-DD`. */
  readonly date: string;
  readonly status: CustomerStatus;
}

export const CUSTOMER_STATUSES = ['Complete', 'Processing', 'Confirm'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export interface DemoOrder {
  readonly id: string;
  readonly customer: string;
  readonly product: string;
  readonly quantity: number;
  /** Dollars. */
  readonly price: number;
  readonly date: string;
  readonly status: CustomerStatus;
}

export interface DemoCustomerProduct {
  readonly id: string;
  readonly name: string;
  readonly image: string;
  readonly category: string;
  readonly price: number;
  readonly quantity: number;
  readonly date: string;
}

export interface DemoProductReview {
  readonly id: string;
  readonly product: string;
  readonly author: string;
  readonly avatar: string;
  readonly review: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly date: string;
  readonly status: ReviewStatus;
}

export const REVIEW_STATUSES = ['Published', 'Pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The fields each customer list's search looks in (the spec lists none for them: our choice). */
export const CustomerSearchFields = {
  customers: ['name', 'email', 'location', 'status'],
  orders: ['id', 'customer', 'product', 'status'],
  products: ['name', 'category'],
  reviews: ['product', 'author', 'review', 'status'],
} as const;

export const searchCustomers = (items: readonly DemoCustomer[], key: string): DemoCustomer[] =>
  filterByKey(items, key.trim(), CustomerSearchFields.customers);
export const searchOrders = (items: readonly DemoOrder[], key: string): DemoOrder[] =>
  filterByKey(items, key.trim(), CustomerSearchFields.orders);
export const searchCustomerProducts = (
  items: readonly DemoCustomerProduct[],
  key: string,
): DemoCustomerProduct[] => filterByKey(items, key.trim(), CustomerSearchFields.products);
export const searchReviews = (items: readonly DemoProductReview[], key: string): DemoProductReview[] =>
  filterByKey(items, key.trim(), CustomerSearchFields.reviews);
