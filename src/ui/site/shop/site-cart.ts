import { makeAutoObservable } from 'mobx';
import type { KeyValueStore } from '../../../application/ports/key-value-store';
import {
  addToCart,
  cartCount,
  parseCart,
  removeFromCart,
  setQuantity,
  type CartLine,
} from '../../../domain/shop/cart';

/** Where the cart is kept: the browser's local storage, so it outlives a reload and a closed tab. */
export const CART_KEY = 'site-cart';
/** The id of the order being placed from this cart: every retry of one cart sends the same. */
export const CART_ORDER_KEY = 'site-cart-order';

/**
 * The pharmacy cart of this browser, shared by every page and tab: each change is written at
 * once, and a change made in another tab is read back (`reload`, on the storage event).
 */
export class SiteCart {
  lines: readonly CartLine[];

  constructor(private readonly storage: KeyValueStore) {
    this.lines = parseCart(storage.get(CART_KEY));
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  /** How many pieces, for the header's badge. */
  get count(): number {
    return cartCount(this.lines);
  }

  quantityOf(itemId: number): number {
    return this.lines.find((l) => l.itemId === itemId)?.quantity ?? 0;
  }

  add(itemId: number, quantity = 1): void {
    this.save(addToCart(this.lines, itemId, quantity));
  }

  setQuantity(itemId: number, quantity: number): void {
    this.save(setQuantity(this.lines, itemId, quantity));
  }

  remove(itemId: number): void {
    this.save(removeFromCart(this.lines, itemId));
  }

  /** After an order was placed: the cart and its order id are done with. */
  clear(): void {
    this.save([]);
    this.storage.remove(CART_ORDER_KEY);
  }

  /** The id of the order this cart becomes: made on the first try, the same on every retry. */
  orderId(make: () => string): string {
    const kept = this.storage.get(CART_ORDER_KEY);
    if (kept !== null) return kept;
    const made = make();
    this.storage.set(CART_ORDER_KEY, made);
    return made;
  }

  /** Reads the stored cart again (another tab changed it). */
  reload(): void {
    this.lines = parseCart(this.storage.get(CART_KEY));
  }

  private save(lines: readonly CartLine[]): void {
    this.lines = lines;
    if (lines.length === 0) this.storage.remove(CART_KEY);
    else this.storage.set(CART_KEY, JSON.stringify(lines));
    // A changed cart is another order: a new id, so an earlier try is not answered for it.
    this.storage.remove(CART_ORDER_KEY);
  }
}
