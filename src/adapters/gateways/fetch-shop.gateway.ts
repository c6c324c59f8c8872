import type {
  OrderRequest,
  PlacedOrder,
  ShopDeliveryRule,
  ShopGateway,
} from '../../application/ports/shop-gateway';
import { mapped } from '../../contract/shared/values';
import {
  DELIVERY_RULE_CALL,
  MY_ORDERS_CALL,
  PLACE_ORDER_CALL,
  deliveryRuleSchema,
  myOrdersSchema,
  orderSchema,
  toPlacedOrder,
} from '../../contract/shop/shop';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

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
