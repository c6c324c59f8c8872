import { makeAutoObservable, runInAction } from 'mobx';
import type { PlacedOrder, ShopDeliveryRule } from '../../../application/ports/shop-gateway';
import { ADDRESS_MAX, NOTE_MAX, OrderCode } from '../../../contract/shop/shop';
import type { AppError } from '../../../domain/errors/app-error';
import { priceCart, type CartPrice } from '../../../domain/shop/cart';
import type { SiteShopServices } from './site-shop-services';
import type { SiteCart } from './site-cart';

/** What the cart page knows of a catalogue item: its price, and whether it is sold now. */
export interface CatalogueItem {
  readonly price: number;
  readonly available: boolean;
  readonly stock: number;
}

/** Why an order was not placed, as a key of `shop.problem.*`. */
export type OrderProblemKey =
  'TotalChanged' | 'Unavailable' | 'NotEnoughStock' | 'DeliveryClosed' | 'network' | 'failed';

export type FieldProblem = 'required' | 'tooLong';

/** What a quantity change did: done, or (no patient token) the session was forgotten for a sign-in. */
export type QuantityOutcome = 'changed' | 'signIn';

const KNOWN_CODES: readonly string[] = [
  OrderCode.TotalChanged,
  OrderCode.Unavailable,
  OrderCode.NotEnoughStock,
  OrderCode.DeliveryClosed,
];

/** A random id for an order: the browser's UUID where it has one (secure pages), random bytes otherwise. */
export function newOrderId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The cart page: the cart priced by the one rule (`priceCart`) with the catalogue's prices and
 * the delivery rule, the spec's quantity rule, and placing the order. Nothing typed is lost on a
 * refusal or a failed call; a retry sends the same order id, so it is stored once.
 */
export class CartPageViewModel {
  catalogue: ReadonlyMap<number, CatalogueItem> = new Map();
  rule: ShopDeliveryRule | null = null;
  address = '';
  note = '';
  /** Checked on the first Place; after that, as the patient types. */
  checked = false;
  placing = false;
  problem: OrderProblemKey | null = null;
  /** Items the server named in a refusal. */
  problemItems: readonly number[] = [];
  /** The total the server gave when the prices changed: the next Place agrees to it. */
  agreedTotal: number | null = null;

  constructor(
    readonly cart: SiteCart,
    private readonly services: SiteShopServices,
    private readonly newId: () => string = newOrderId,
  ) {
    makeAutoObservable<this, 'services' | 'newId'>(
      this,
      { cart: false, services: false, newId: false },
      { autoBind: true },
    );
  }

  setCatalogue(items: ReadonlyMap<number, CatalogueItem>): void {
    this.catalogue = items;
  }

  setRule(rule: ShopDeliveryRule): void {
    this.rule = rule;
  }

  get price(): CartPrice {
    return priceCart(
      this.cart.lines,
      (id) => {
        const item = this.catalogue.get(id);
        return item?.available === true ? item.price : undefined;
      },
      this.rule ?? { deliveryFee: 0, freeDeliveryFrom: 0 },
    );
  }

  get signedIn(): boolean {
    return this.services.tokens.patientToken() !== null && this.services.tokens.isPatientVerified();
  }

  /**
   * The spec's cart rule: a quantity change without a patient token forgets the token, the verify
   * flag and the info, and the patient is sent to sign in. The cart itself is kept.
   */
  changeQuantity(itemId: number, quantity: number): QuantityOutcome {
    if (this.services.tokens.patientToken() === null) {
      this.services.tokens.clearPatientSession();
      return 'signIn';
    }
    this.cart.setQuantity(itemId, quantity);
    this.afterCartChange();
    return 'changed';
  }

  remove(itemId: number): void {
    this.cart.remove(itemId);
    this.afterCartChange();
  }

  setAddress(value: string): void {
    this.address = value;
  }

  setNote(value: string): void {
    this.note = value;
  }

  get addressProblem(): FieldProblem | null {
    if (!this.checked) return null;
    const address = this.address.trim();
    if (address === '') return 'required';
    return address.length > ADDRESS_MAX ? 'tooLong' : null;
  }

  get noteProblem(): FieldProblem | null {
    return this.checked && this.note.trim().length > NOTE_MAX ? 'tooLong' : null;
  }

  get canPlace(): boolean {
    return (
      !this.placing &&
      this.signedIn &&
      this.rule?.deliveryEnabled === true &&
      this.price.lines.length > 0 &&
      this.price.missing.length === 0
    );
  }

  /** Places the order; the placed order, or null (the problem is shown, the form kept). */
  async place(): Promise<PlacedOrder | null> {
    this.checked = true;
    if (!this.canPlace || this.addressProblem !== null || this.noteProblem !== null) return null;
    this.placing = true;
    this.problem = null;
    const price = this.price;
    const result = await this.services.shop.placeOrder({
      clientOrderId: this.cart.orderId(this.newId),
      lines: price.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
      deliveryAddress: this.address.trim(),
      note: this.note.trim(),
      expectedTotal: this.agreedTotal ?? price.total,
    });
    runInAction(() => {
      this.placing = false;
      if (result.ok) {
        this.cart.clear();
        this.agreedTotal = null;
        return;
      }
      this.refused(result.error);
    });
    return result.ok ? result.value : null;
  }

  private refused(error: AppError): void {
    if (error.code === 'NetworkFailure' || error.code === 'Timeout') {
      this.problem = 'network';
      return;
    }
    const body = (error.code === 'Conflict' ? error.body : null) as {
      code?: unknown;
      total?: unknown;
      itemIds?: unknown;
    } | null;
    const code = typeof body?.code === 'string' && KNOWN_CODES.includes(body.code) ? body.code : null;
    this.problem = (code as OrderProblemKey | null) ?? 'failed';
    this.problemItems = Array.isArray(body?.itemIds)
      ? body.itemIds.filter((id): id is number => typeof id === 'number')
      : [];
    this.agreedTotal = code === OrderCode.TotalChanged && typeof body?.total === 'number' ? body.total : null;
  }

  private afterCartChange(): void {
    // A changed cart has another total: an earlier agreement and refusal no longer apply.
    this.agreedTotal = null;
    this.problem = null;
    this.problemItems = [];
  }
}
