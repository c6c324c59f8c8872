import * as v from 'valibot';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../domain/shop/cart';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/shop/order-status';
import { epochMs, isoDateTime } from '../shared/iso-date-time';
import { bool, num, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';
import { requestText } from '../shared/values';

/*
 * The pharmacy cart's orders (docs/api-extensions.md, "Pharmacy orders"), all extensions: the
 * spec shows the staff read `/Shopping/GetOrders` and the site's cart, not how a cart becomes an
 * order. Prices and totals follow one rule (`priceCart`), applied by the site and by the server.
 */

/** `GET /api/Shopping/DeliveryRule`: the fee, the free-delivery subtotal and whether delivery is open. */
export const DELIVERY_RULE_CALL: WireCall = { method: 'GET', path: '/Shopping/DeliveryRule', auth: 'none' };
/** `POST /api/Shopping/PlaceOrder`: the signed-in patient's cart becomes an order (Pending). */
export const PLACE_ORDER_CALL: WireCall = { method: 'POST', path: '/Shopping/PlaceOrder', auth: 'patient' };
/** `GET /api/Shopping/MyOrders`: the signed-in patient's orders, newest first, with their items. */
export const MY_ORDERS_CALL: WireCall = { method: 'GET', path: '/Shopping/MyOrders', auth: 'patient' };
/** `GET /api/Shopping/Desk`: staff's order desk (area orders), every open order and the week's closed. */
export const ORDER_DESK_CALL: WireCall = { method: 'GET', path: '/Shopping/Desk', auth: 'staff' };
/**
 * The `kind` of the hub's `submissionReceived` when an order is placed or moved: staff's desks
 * read their orders again.
 */
export const ORDER_EVENT_KIND = 'order';
/** `PUT /api/Shopping/{id}/Status`: staff move an order one step on (area orders). */
export const ORDER_STATUS_CALL: WireCall = { method: 'PUT', path: '/Shopping/{id}/Status', auth: 'staff' };

/** Codes of a refused order or status change; the site shows each in the page's language. */
export const OrderCode = {
  /** The prices or the delivery rule changed since the cart was shown: `total` is the new one (409). */
  TotalChanged: 'TotalChanged',
  /** Items the pharmacy does not sell now, named in `itemIds` (409). */
  Unavailable: 'Unavailable',
  /** Items with fewer in stock than asked for, named in `itemIds` (409). */
  NotEnoughStock: 'NotEnoughStock',
  /** Home delivery is closed (app configuration `pharmacyDeliveryEnabled`) (409). */
  DeliveryClosed: 'DeliveryClosed',
  /** The order is not in the status the change started from any more (409). */
  StatusChanged: 'StatusChanged',
  /** The order cannot go from its status to the one asked for (409). */
  NotAllowed: 'NotAllowed',
  NotFound: 'NotFound',
} as const;
export type OrderCode = (typeof OrderCode)[keyof typeof OrderCode];

export const OrderMessage: Readonly<Record<OrderCode, string>> = {
  TotalChanged: 'The prices changed since your cart was shown. Please check the new total.',
  Unavailable: 'Some items are not sold at the moment.',
  NotEnoughStock: 'The pharmacy has fewer of some items than you asked for.',
  DeliveryClosed: 'The pharmacy does not take delivery orders at the moment.',
  StatusChanged: 'Someone else changed this order meanwhile.',
  NotAllowed: 'The order cannot move to that status.',
  NotFound: 'There is no such order.',
};

export interface DeliveryRuleWire {
  deliveryEnabled: boolean;
  deliveryFee: number;
  freeDeliveryFrom: number;
}

export const deliveryRuleSchema: Schema<DeliveryRuleWire> = v.looseObject({
  deliveryEnabled: bool,
  deliveryFee: num,
  freeDeliveryFrom: num,
});

/** The most characters of an address and of a note. */
export const ADDRESS_MAX = 300;
export const NOTE_MAX = 500;

const rowNumber: Schema<number> = v.pipe(
  v.number('must be a number'),
  v.safeInteger('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(2_147_483_647, 'must be a row number'),
);

export interface OrderLineWire {
  pharmacyItemId: number;
  quantity: number;
}

export interface PlaceOrderWire {
  /** Made by the site once per cart: the same order sent twice (a retry) is stored once. */
  clientOrderId: string;
  items: OrderLineWire[];
  deliveryAddress: string;
  note: string;
  /** The total the patient was shown: a different total on the server is refused, not charged. */
  expectedTotal: number;
}

/** Field problems of the order form, as codes the site translates (`shop.problem.<code>`). */
export const OrderProblem = { Required: 'required', TooLong: 'tooLong' } as const;

export const placeOrderSchema: Schema<PlaceOrderWire> = v.object({
  clientOrderId: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or dashes'),
  ),
  items: v.pipe(
    v.array(
      v.object({
        pharmacyItemId: rowNumber,
        quantity: v.pipe(
          v.number('must be a number'),
          v.safeInteger('must be a whole number'),
          v.minValue(1, 'must be at least 1'),
          v.maxValue(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
        ),
      }),
      'must be a list of items',
    ),
    v.minLength(1, 'must hold at least one item'),
    v.maxLength(MAX_CART_LINES, `must hold at most ${MAX_CART_LINES} items`),
    v.check(
      (items) => new Set(items.map((i) => i.pharmacyItemId)).size === items.length,
      'must name each item once',
    ),
  ),
  deliveryAddress: v.pipe(
    requestText,
    v.trim(),
    v.nonEmpty(OrderProblem.Required),
    v.maxLength(ADDRESS_MAX, OrderProblem.TooLong),
  ),
  note: v.pipe(requestText, v.trim(), v.maxLength(NOTE_MAX, OrderProblem.TooLong)),
  expectedTotal: v.pipe(v.number('must be a number'), v.safeInteger('must be a whole number'), v.minValue(0)),
});

/** One line of a placed order, with the item's names as they were when ordered. */
export interface OrderItemWire {
  pharmacyItemId: number;
  nameEn: string;
  nameKu: string;
  nameAr: string;
  quantity: number;
  unitPrice: number;
}

/** A placed order (200 of `PlaceOrder`, rows of `MyOrders`). */
export interface OrderWire {
  id: number;
  status: OrderStatus;
  subtotal: number;
  deliveryFee: number;
  total: number;
  deliveryAddress: string;
  note: string;
  createdAt: string;
  items: OrderItemWire[];
}

const orderStatus: Schema<OrderStatus> = v.picklist(ORDER_STATUSES);

const orderEntries = {
  id: num,
  status: orderStatus,
  subtotal: num,
  deliveryFee: num,
  total: num,
  deliveryAddress: str,
  note: str,
  createdAt: isoDateTime,
  items: v.array(
    v.looseObject({
      pharmacyItemId: num,
      nameEn: str,
      nameKu: str,
      nameAr: str,
      quantity: num,
      unitPrice: num,
    }),
  ),
};

export const orderSchema: Schema<OrderWire> = v.looseObject(orderEntries);

/** An order on the staff desk: the patient's order, with who ordered it and their phone. */
export interface DeskOrderWire extends OrderWire {
  patientName: string;
  phoneNumber: string;
}

export const deskOrdersSchema: Schema<DeskOrderWire[]> = v.array(
  v.looseObject({ ...orderEntries, patientName: str, phoneNumber: str }),
);

export const myOrdersSchema: Schema<OrderWire[]> = v.array(orderSchema);

/*
 * Mappers to the clean shapes of the application's ports (typed by their shape: the contract
 * never imports src/application).
 */
/** The wire's order in clean names; `createdAt` in ms since the epoch. */
export const toPlacedOrder = (wire: OrderWire) => ({
  id: String(wire.id),
  status: wire.status,
  subtotal: wire.subtotal,
  deliveryFee: wire.deliveryFee,
  total: wire.total,
  deliveryAddress: wire.deliveryAddress,
  note: wire.note,
  createdAt: epochMs(wire.createdAt),
  lines: wire.items.map((item) => ({
    itemId: item.pharmacyItemId,
    names: { english: item.nameEn, kurdish: item.nameKu, arabic: item.nameAr },
    quantity: item.quantity,
    unitPrice: item.unitPrice,
  })),
});

/** A desk's order in clean names. */
export const toDeskOrder = (wire: DeskOrderWire) => ({
  ...toPlacedOrder(wire),
  patientName: wire.patientName,
  phoneNumber: wire.phoneNumber,
});

/** The body of a refused order. */
export const orderRefusalSchema = v.looseObject({
  message: str,
  code: v.picklist(Object.values(OrderCode)),
  total: v.optional(num),
  itemIds: v.optional(v.array(num)),
});

/** A staff status change: from the status the order was shown in, to the next. */
export interface OrderStatusChangeWire {
  from: OrderStatus;
  to: OrderStatus;
}

export const orderStatusChangeSchema: Schema<OrderStatusChangeWire> = v.object({
  from: orderStatus,
  to: orderStatus,
});

export interface OrderStatusChangedWire {
  id: number;
  status: OrderStatus;
}

export const orderStatusChangedSchema: Schema<OrderStatusChangedWire> = v.looseObject({
  id: num,
  status: orderStatus,
});

/** Spec paths this file owns: none, its calls are all the product's. */
export const WIRE_PATHS: readonly string[] = [];

/** Calls the product adds to the spec. */
export const EXTENSION_CALLS: readonly WireCall[] = [
  DELIVERY_RULE_CALL,
  PLACE_ORDER_CALL,
  MY_ORDERS_CALL,
  ORDER_DESK_CALL,
  ORDER_STATUS_CALL,
];
