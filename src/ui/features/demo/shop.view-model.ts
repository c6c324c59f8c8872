import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DemoCart,
  DemoPaymentMethod,
  DemoReview,
  DemoShopPort,
} from '../../../application/demo/demo-ports';
import type { DemoAddress } from '../../../domain/demo/address';
import { NO_FILTER, type DemoProduct, type ProductFilter } from '../../../domain/demo/product-filter';
import type { ShippingKind } from '../../../domain/demo/shipping';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

/** The checkout's steps, in order. */
export const CheckoutStep = { Cart: 0, Billing: 1, Payment: 2, Done: 3 } as const;
export type CheckoutStep = (typeof CheckoutStep)[keyof typeof CheckoutStep];

/** The demo shop's pages: the product list with its filter, a product, the cart and the checkout. */
export class ShopViewModel {
  filter: ProductFilter = NO_FILTER;
  products: DemoProduct[] = [];
  status: DemoLoad = LOADING;
  cart: DemoCart | null = null;
  product: DemoProduct | null = null;
  related: DemoProduct[] = [];
  reviews: DemoReview[] = [];
  addresses: DemoAddress[] = [];
  step: CheckoutStep = CheckoutStep.Cart;
  /** The amount the last code took off, or null before any code. */
  lastDiscount: number | null = null;

  constructor(private readonly shop: DemoShopPort) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get cartCount(): number {
    return this.cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  }

  async loadProducts(): Promise<void> {
    const [products, cart] = await Promise.all([this.shop.products(this.filter), this.shop.cart()]);
    runInAction(() => {
      if (cart.ok) this.cart = cart.value;
      if (!products.ok) {
        this.status = { kind: 'error', error: products.error };
        return;
      }
      this.products = products.value;
      this.status = LOADED;
    });
  }

  setFilter(change: Partial<ProductFilter>): void {
    this.filter = { ...this.filter, ...change };
    void this.loadProducts();
  }

  toggleIn<K extends 'gender' | 'categories' | 'colors'>(key: K, value: ProductFilter[K][number]): void {
    const list = this.filter[key] as readonly string[];
    const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
    this.setFilter({ [key]: next } as Partial<ProductFilter>);
  }

  clearFilter(): void {
    this.setFilter(NO_FILTER);
  }

  async loadProduct(id: number): Promise<void> {
    const [product, related, reviews, cart] = await Promise.all([
      this.shop.product(id),
      this.shop.related(id),
      this.shop.reviews(),
      this.shop.cart(),
    ]);
    runInAction(() => {
      if (cart.ok) this.cart = cart.value;
      if (!product.ok) {
        this.status = { kind: 'error', error: product.error };
        return;
      }
      this.product = product.value;
      this.related = related.ok ? related.value : [];
      this.reviews = reviews.ok ? reviews.value : [];
      this.status = LOADED;
    });
  }

  async loadCheckout(): Promise<void> {
    const [cart, addresses] = await Promise.all([this.shop.cart(), this.shop.addresses()]);
    runInAction(() => {
      if (!cart.ok) {
        this.status = { kind: 'error', error: cart.error };
        return;
      }
      this.cart = cart.value;
      this.addresses = addresses.ok ? addresses.value : [];
      this.status = LOADED;
    });
  }

  private take(answer: { ok: true; value: DemoCart } | { ok: false }): void {
    if (answer.ok) this.cart = answer.value;
  }

  async addToCart(productId: number, color: string, size: string, quantity: number): Promise<void> {
    const answer = await this.shop.addToCart(productId, color, size, quantity);
    runInAction(() => this.take(answer));
  }

  async remove(lineId: string): Promise<void> {
    const answer = await this.shop.removeFromCart(lineId);
    runInAction(() => this.take(answer));
  }

  async setQuantity(lineId: string, quantity: number): Promise<void> {
    const answer = await this.shop.updateQuantity(lineId, quantity);
    runInAction(() => {
      if (answer.ok) this.cart = answer.value.cart;
    });
  }

  async applyDiscount(code: string): Promise<void> {
    const answer = await this.shop.applyDiscount(code);
    runInAction(() => {
      if (!answer.ok) return;
      this.lastDiscount = answer.value.amount;
      this.cart = answer.value.cart;
    });
  }

  async setShipping(kind: ShippingKind): Promise<void> {
    const answer = await this.shop.setShipping(kind);
    runInAction(() => this.take(answer));
  }

  async chooseBilling(address: DemoAddress): Promise<void> {
    const answer = await this.shop.setBilling(address);
    runInAction(() => {
      this.take(answer);
      this.step = CheckoutStep.Payment;
    });
  }

  async saveAddress(address: DemoAddress): Promise<void> {
    const answer = await this.shop.saveAddress(address);
    runInAction(() => {
      if (answer.ok) this.addresses = answer.value;
    });
  }

  async setPaymentMethod(method: DemoPaymentMethod): Promise<void> {
    const answer = await this.shop.setPaymentMethod(method);
    runInAction(() => this.take(answer));
  }

  async pay(card: string): Promise<void> {
    await this.shop.setPaymentCard(card);
    const answer = await this.shop.reset();
    runInAction(() => {
      this.take(answer);
      this.lastDiscount = null;
      this.step = CheckoutStep.Done;
    });
  }

  goTo(step: CheckoutStep): void {
    this.step = step;
  }
}
