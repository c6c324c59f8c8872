/** A pharmacy order's status, as stored and sent (`/Shopping/GetOrders`). */
export const OrderStatus = {
  Pending: 'Pending',
  Preparing: 'Preparing',
  OutForDelivery: 'OutForDelivery',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** In the order an order goes through them; Cancelled ends it early. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: [OrderStatus.Preparing, OrderStatus.Cancelled],
  Preparing: [OrderStatus.OutForDelivery, OrderStatus.Cancelled],
  // On its way: the courier brings it; a refusal at the door is a new matter for staff.
  OutForDelivery: [OrderStatus.Delivered],
  Delivered: [],
  Cancelled: [],
};

/** Where staff may move an order from `status`: one step forward, or cancelled before it leaves. */
export function nextOrderStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT[status];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Still to be delivered (or cancelled). */
export function isOpenOrder(status: OrderStatus): boolean {
  return NEXT[status].length > 0;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
