import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { CartLine, DeliveryRule } from '../../domain/shop/cart';
import type { OrderStatus } from '../../domain/shop/order-status';

/** The delivery rule, and whether the pharmacy takes delivery orders now. */
export interface ShopDeliveryRule extends DeliveryRule {
  readonly deliveryEnabled: boolean;
}

/** One line of a placed order, with the item's names as ordered. */
export interface OrderLine {
  readonly itemId: number;
  readonly names: { readonly english: string; readonly kurdish: string; readonly arabic: string };
  readonly quantity: number;
  readonly unitPrice: number;
}

/** A patient's order as the site shows it; money in whole IQD, `createdAt` in ms since the epoch. */
export interface PlacedOrder {
  readonly id: string;
  readonly status: OrderStatus;
  readonly subtotal: number;
  readonly deliveryFee: number;
  readonly total: number;
  readonly deliveryAddress: string;
  readonly note: string;
  readonly createdAt: number;
  readonly lines: readonly OrderLine[];
}

/** What placing an order asks for. `clientOrderId` is the same for every try of one cart. */
export interface OrderRequest {
  readonly clientOrderId: string;
  readonly lines: readonly CartLine[];
  readonly deliveryAddress: string;
  readonly note: string;
  /** The total the patient was shown. */
  readonly expectedTotal: number;
}

/**
 * The pharmacy's order calls (docs/api-extensions.md, "Pharmacy orders"). A refusal is the
 * `AppError` of its answer: `Conflict` with `{ message, code, total?, itemIds? }` (`TotalChanged`,
 * `Unavailable`, `NotEnoughStock`, `DeliveryClosed`), `BadRequest` for a refused field. Never throws.
 */
export interface ShopGateway {
  deliveryRule(): Promise<Result<ShopDeliveryRule, AppError>>;
  placeOrder(request: OrderRequest): Promise<Result<PlacedOrder, AppError>>;
  myOrders(): Promise<Result<readonly PlacedOrder[], AppError>>;
}
