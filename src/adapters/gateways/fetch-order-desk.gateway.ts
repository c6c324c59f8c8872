import type { DeskOrder, OrderDeskGateway } from '../../application/ports/order-desk-gateway';
import { mapped } from '../../contract/shared/values';
import {
  ORDER_DESK_CALL,
  ORDER_STATUS_CALL,
  deskOrdersSchema,
  orderStatusChangedSchema,
  toDeskOrder,
} from '../../contract/shop/shop';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { OrderStatus } from '../../domain/shop/order-status';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const deskCheck = mapped(deskOrdersSchema, (orders): readonly DeskOrder[] => orders.map(toDeskOrder));
const movedCheck = mapped(orderStatusChangedSchema, (wire) => wire.status);

/** `OrderDeskGateway` over `/api/Shopping/Desk` and `/api/Shopping/{id}/Status`. */
export class FetchOrderDeskGateway implements OrderDeskGateway {
  constructor(private readonly http: HttpClient) {}

  list(): Promise<Result<readonly DeskOrder[], AppError>> {
    return sendWireCall(this.http, ORDER_DESK_CALL, { name: 'orderDesk', check: deskCheck });
  }

  move(id: string, from: OrderStatus, to: OrderStatus): Promise<Result<OrderStatus, AppError>> {
    return sendWireCall(this.http, ORDER_STATUS_CALL, {
      name: 'moveOrder',
      check: movedCheck,
      params: { id },
      body: { from, to },
    });
  }
}
