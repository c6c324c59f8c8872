import {
  DELIVERY_RULE_CALL,
  MY_ORDERS_CALL,
  ORDER_DESK_CALL,
  ORDER_STATUS_CALL,
  PLACE_ORDER_CALL,
  orderStatusChangeSchema,
  placeOrderSchema,
} from '../../../src/contract/shop/shop';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { RouteDefinition } from '../../http/route';
import { toRoutePath } from '../resources/resource-routes';
import {
  changeOrderStatus,
  listDeskOrders,
  listMyOrders,
  placeOrder,
  readDeliveryRule,
} from './order-handlers';

/** An order of 30 lines with a 300-character address in Arabic script fits several times over. */
const ORDER_BODY = 16 * 1024;

/** The pharmacy cart's orders (docs/api-extensions.md, "Pharmacy orders"). */
export const ORDER_ROUTES: readonly RouteDefinition[] = [
  { method: 'GET', path: DELIVERY_RULE_CALL.path, auth: 'none', handler: readDeliveryRule },
  {
    method: 'POST',
    path: PLACE_ORDER_CALL.path,
    auth: 'patient',
    handler: placeOrder,
    bodyLimit: ORDER_BODY,
    body: placeOrderSchema,
    everyInvalidField: true,
  },
  { method: 'GET', path: MY_ORDERS_CALL.path, auth: 'patient', handler: listMyOrders },
  {
    method: 'GET',
    path: ORDER_DESK_CALL.path,
    auth: 'staff',
    area: PermissionArea.Orders,
    handler: listDeskOrders,
  },
  {
    method: 'PUT',
    path: toRoutePath(ORDER_STATUS_CALL.path),
    auth: 'staff',
    area: PermissionArea.Orders,
    handler: changeOrderStatus,
    bodyLimit: ORDER_BODY,
    body: orderStatusChangeSchema,
  },
];
