import type {
  OrderRequest,
  PlacedOrder,
  ShopDeliveryRule,
  ShopGateway,
} from '../../application/ports/shop-gateway';
import { epochMs } from '../../contract/shared/iso-date-time';
import { mapped } from '../../contract/shared/values';
import {
  DELIVERY_RULE_CALL,
  MY_ORDERS_CALL,
  PLACE_ORDER_CALL,
  deliveryRuleSchema,
  myOrdersSchema,
  orderSchema,
  type OrderWire,
} from '../../contract/shop/shop';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

/** The wire's order in clean names. */
const toPlacedOrder = (wire: OrderWire): PlacedOrder => ({
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

const ruleCheck = mapped(deliveryRuleSchema, (wire): ShopDeliveryRule => ({
  deliveryEnabled: wire.deliveryEnabled,
  deliveryFee: wire.deliveryFee,
  freeDeliveryFrom: wire.freeDeliveryFrom,
}));
const orderCheck = mapped(orderSchema, toPlacedOrder);
const ordersCheck = mapped(myOrdersSchema, (orders) => orders.map(toPlacedOrder));

/** `ShopGateway` over the shared HTTP client: the rule without a token, the orders with the patient's. */
export class FetchShopGateway implements ShopGateway {
  constructor(private readonly http: HttpClient) {}

  deliveryRule(): Promise<Result<ShopDeliveryRule, AppError>> {
    return sendWireCall(this.http, DELIVERY_RULE_CALL, { name: 'deliveryRule', check: ruleCheck });
  }

  placeOrder(request: OrderRequest): Promise<Result<PlacedOrder, AppError>> {
    return sendWireCall(this.http, PLACE_ORDER_CALL, {
      name: 'placeOrder',
      check: orderCheck,
      body: {
        clientOrderId: request.clientOrderId,
        items: request.lines.map((l) => ({ pharmacyItemId: l.itemId, quantity: l.quantity })),
        deliveryAddress: request.deliveryAddress,
        note: request.note,
        expectedTotal: request.expectedTotal,
      },
    });
  }

  myOrders(): Promise<Result<readonly PlacedOrder[], AppError>> {
    return sendWireCall(this.http, MY_ORDERS_CALL, { name: 'myOrders', check: ordersCheck });
  }
}
