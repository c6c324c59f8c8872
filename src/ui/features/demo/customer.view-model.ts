import { makeAutoObservable, runInAction } from 'mobx';
import type { DemoCustomerPort } from '../../../application/demo/demo-ports';
import {
  searchCustomerProducts,
  searchCustomers,
  searchOrders,
  searchReviews,
  type DemoCustomer,
  type DemoCustomerProduct,
  type DemoOrder,
  type DemoProductReview,
} from '../../../domain/demo/customer';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

/** The customer pages, as their addresses name them. */
export const CustomerList = {
  Customers: 'customer-list',
  Orders: 'order-list',
  Products: 'product',
  Reviews: 'product-review',
} as const;
export type CustomerList = (typeof CustomerList)[keyof typeof CustomerList];

/** The demo's customer lists, each searched by its own fields. */
export class CustomerViewModel {
  customers: DemoCustomer[] = [];
  orders: DemoOrder[] = [];
  products: DemoCustomerProduct[] = [];
  reviews: DemoProductReview[] = [];
  key = '';
  status: DemoLoad = LOADING;

  constructor(private readonly port: DemoCustomerPort) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setKey(key: string): void {
    this.key = key;
  }

  get shownCustomers(): DemoCustomer[] {
    return searchCustomers(this.customers, this.key);
  }
  get shownOrders(): DemoOrder[] {
    return searchOrders(this.orders, this.key);
  }
  get shownProducts(): DemoCustomerProduct[] {
    return searchCustomerProducts(this.products, this.key);
  }
  get shownReviews(): DemoProductReview[] {
    return searchReviews(this.reviews, this.key);
  }

  async load(list: CustomerList): Promise<void> {
    this.status = LOADING;
    const fail = (error: Parameters<typeof this.failed>[0]) => runInAction(() => this.failed(error));
    switch (list) {
      case CustomerList.Customers: {
        const answer = await this.port.customers();
        if (!answer.ok) return fail(answer.error);
        runInAction(() => (this.customers = answer.value));
        break;
      }
      case CustomerList.Orders: {
        const answer = await this.port.orders();
        if (!answer.ok) return fail(answer.error);
        runInAction(() => (this.orders = answer.value));
        break;
      }
      case CustomerList.Products: {
        const answer = await this.port.products();
        if (!answer.ok) return fail(answer.error);
        runInAction(() => (this.products = answer.value));
        break;
      }
      case CustomerList.Reviews: {
        const answer = await this.port.reviews();
        if (!answer.ok) return fail(answer.error);
        runInAction(() => (this.reviews = answer.value));
        break;
      }
    }
    runInAction(() => (this.status = LOADED));
  }

  private failed(error: { readonly status: number; readonly message: string }): void {
    this.status = { kind: 'error', error };
  }
}
