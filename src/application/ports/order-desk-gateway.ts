import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { OrderStatus } from '../../domain/shop/order-status';
import type { PlacedOrder } from './shop-gateway';

/** An order on the staff desk: the patient's order with who ordered it and their phone. */
export interface DeskOrder extends PlacedOrder {
  readonly patientName: string;
  readonly phoneNumber: string;
}

/**
 * The pharmacy's order desk for staff (area orders; docs/api-extensions.md, "Pharmacy orders").
 * `move` is refused as `Conflict` with `{ code }`: `StatusChanged` (someone moved it first; the
 * body's `status` is where it is now) or `NotAllowed`. Never throws.
 */
export interface OrderDeskGateway {
  list(): Promise<Result<readonly DeskOrder[], AppError>>;
  move(id: string, from: OrderStatus, to: OrderStatus): Promise<Result<OrderStatus, AppError>>;
}
