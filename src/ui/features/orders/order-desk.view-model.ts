import { makeAutoObservable, runInAction } from 'mobx';
import type { DeskOrder, OrderDeskGateway } from '../../../application/ports/order-desk-gateway';
import type { AppError } from '../../../domain/errors/app-error';
import type { ListStatus } from '../../../domain/lists/list-state';
import {
  OrderStatus,
  isOpenOrder,
  isOrderStatus,
  nextOrderStatuses,
} from '../../../domain/shop/order-status';

/** The filter above the desk: the open orders, one open status, or the closed ones. */
export type OrderDeskFilter =
  | 'open'
  | 'closed'
  | typeof OrderStatus.Pending
  | typeof OrderStatus.Preparing
  | typeof OrderStatus.OutForDelivery;
export const ORDER_DESK_FILTERS: readonly OrderDeskFilter[] = [
  'open',
  OrderStatus.Pending,
  OrderStatus.Preparing,
  OrderStatus.OutForDelivery,
  'closed',
];

export const isOrderDeskFilter = (value: unknown): value is OrderDeskFilter =>
  (ORDER_DESK_FILTERS as readonly unknown[]).includes(value);

const shownBy = (filter: OrderDeskFilter, order: DeskOrder): boolean =>
  filter === 'open'
    ? isOpenOrder(order.status)
    : filter === 'closed'
      ? !isOpenOrder(order.status)
      : order.status === filter;

const statusOf = (error: AppError): ListStatus =>
  error.code === 'Forbidden' ? { kind: 'forbidden' } : { kind: 'error', failure: error };

/** Why a move failed, as a translation key under `orderDesk.error`. */
export type OrderMoveError = 'stale' | 'notAllowed' | 'forbidden' | 'network' | 'failed';

function moveErrorOf(error: AppError): OrderMoveError {
  if (error.code === 'Conflict') {
    const code = (error.body as { code?: unknown } | null)?.code;
    return code === 'NotAllowed' ? 'notAllowed' : 'stale';
  }
  if (error.code === 'Forbidden') return 'forbidden';
  if (error.code === 'NetworkFailure' || error.code === 'Timeout') return 'network';
  return 'failed';
}

/**
 * The pharmacy's order desk: every open order and the week's closed ones, by status; the chosen
 * order with its lines, and the steps it may take (the rule of `nextOrderStatuses`, which the
 * server applies too). A move says where the order was shown, so two staff moving one order
 * cannot both succeed: the second is told and sees the order as it is now.
 */
export class OrderDeskViewModel {
  status: ListStatus = { kind: 'loading' };
  orders: readonly DeskOrder[] = [];
  filter: OrderDeskFilter = 'open';
  selectedId: string | null = null;
  /** The order whose move is on its way. */
  movingId: string | null = null;
  moveError: OrderMoveError | null = null;

  constructor(private readonly gateway: OrderDeskGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  get shown(): readonly DeskOrder[] {
    return this.orders.filter((order) => shownBy(this.filter, order));
  }

  count(filter: OrderDeskFilter): number {
    return this.orders.filter((order) => shownBy(filter, order)).length;
  }

  get selected(): DeskOrder | undefined {
    return this.orders.find((order) => order.id === this.selectedId);
  }

  /** Where the chosen order may go: its next step first, then cancelling where it is allowed. */
  get steps(): readonly OrderStatus[] {
    const selected = this.selected;
    return selected === undefined ? [] : nextOrderStatuses(selected.status);
  }

  setFilter(filter: OrderDeskFilter): void {
    this.filter = filter;
  }

  select(id: string): void {
    if (this.selectedId !== id) this.moveError = null;
    this.selectedId = id;
  }

  /** Reads the desk; the list on screen stays while a later read is on its way. */
  async load(): Promise<void> {
    if (this.orders.length === 0) this.status = { kind: 'loading' };
    const result = await this.gateway.list();
    runInAction(() => {
      if (result.ok) {
        this.orders = result.value;
        this.status = { kind: 'loaded' };
      } else if (this.orders.length === 0 || result.error.code === 'Forbidden') {
        this.status = statusOf(result.error);
      }
    });
  }

  /** Moves the chosen order to `to`; true when it moved. */
  async move(to: OrderStatus): Promise<boolean> {
    const order = this.selected;
    if (order === undefined || this.movingId !== null || !this.steps.includes(to)) return false;
    this.movingId = order.id;
    this.moveError = null;
    const result = await this.gateway.move(order.id, order.status, to);
    runInAction(() => {
      this.movingId = null;
      if (result.ok) {
        this.orders = this.orders.map((o) => (o.id === order.id ? { ...o, status: result.value } : o));
        return;
      }
      const error = result.error;
      this.moveError = moveErrorOf(error);
      // Someone moved it first: show where it is now (the refusal says; a read confirms the rest).
      const now = error.code === 'Conflict' ? (error.body as { status?: unknown } | null)?.status : undefined;
      if (isOrderStatus(now)) {
        this.orders = this.orders.map((o) => (o.id === order.id ? { ...o, status: now } : o));
      }
    });
    if (!result.ok && this.moveError === 'stale') await this.load();
    return result.ok;
  }
}
