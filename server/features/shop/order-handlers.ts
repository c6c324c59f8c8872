import type { Transaction } from 'kysely';
import {
  ORDER_EVENT_KIND,
  OrderCode,
  OrderMessage,
  type DeliveryRuleWire,
  type DeskOrderWire,
  type OrderStatusChangeWire,
  type OrderStatusChangedWire,
  type OrderWire,
  type PlaceOrderWire,
} from '../../../src/contract/shop/shop';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { priceCart, type DeliveryRule } from '../../../src/domain/shop/cart';
import type { SubmissionReceivedEventWire } from '../../../src/contract/submissions/site-forms';
import {
  ORDER_STATUSES,
  OrderStatus,
  canMoveOrder,
  isOpenOrder,
  isOrderStatus,
} from '../../../src/domain/shop/order-status';
import type { Database, Db } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { PatientPrincipal, StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import type { Services } from '../../http/services';
import { HaremHubEvent } from '../../realtime';
import { recordAudit } from '../audit/record-audit';

const refused = (status: number, code: OrderCode, extra: Readonly<Record<string, unknown>> = {}) =>
  HttpAnswer.error(status, OrderMessage[code], { code, ...extra });

/** A whole number of dinars from a stored setting, or the fallback when it is missing or bad. */
function setting(rows: readonly { key: string; value: string }[], key: string, fallback: number): number {
  const value = Number(rows.find((r) => r.key === key)?.value);
  return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** The delivery rule: app preferences `deliveryFee` and `freeDeliveryFrom`, configuration `pharmacyDeliveryEnabled`. */
async function deliveryRule(db: Db | Transaction<Database>): Promise<DeliveryRuleWire> {
  const [prefs, config] = await Promise.all([
    db
      .selectFrom('app_preferences')
      .select(['key', 'value'])
      .where('key', 'in', ['deliveryFee', 'freeDeliveryFrom'])
      .execute(),
    db
      .selectFrom('app_configuration')
      .select('value')
      .where('key', '=', 'pharmacyDeliveryEnabled')
      .executeTakeFirst(),
  ]);
  return {
    // Delivery is open unless staff closed it.
    deliveryEnabled: config?.value !== 'false',
    deliveryFee: setting(prefs, 'deliveryFee', 0),
    freeDeliveryFrom: setting(prefs, 'freeDeliveryFrom', 0),
  };
}

/** GET /api/Shopping/DeliveryRule (no token): what the site needs to show a cart's total. */
export async function readDeliveryRule(context: RouteContext<null>): Promise<DeliveryRuleWire> {
  return deliveryRule(context.services.db);
}

/** Which orders a read takes: one account's (or its one order `id`), or the staff desk's. */
type OrderFilter =
  | { readonly appUserId: string; readonly id?: number }
  | { readonly desk: { readonly closedSince: Date; readonly closedLimit: number } };

/** The orders with their lines, newest first; the desk's also name their patient. */
async function ordersOf(db: Db | Transaction<Database>, filter: OrderFilter): Promise<DeskOrderWire[]> {
  const base = () =>
    db
      .selectFrom('orders as o')
      .leftJoin('app_users as u', 'u.id', 'o.app_user_id')
      .select([
        'o.id',
        'o.status',
        'o.total',
        'o.delivery_fee',
        'o.delivery_address',
        'o.note',
        'o.created_at',
        'o.phone_number',
        'u.name as patient_name',
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc');
  let orders;
  if ('appUserId' in filter) {
    let query = base().where('o.app_user_id', '=', filter.appUserId);
    if (filter.id !== undefined) query = query.where('o.id', '=', filter.id);
    orders = await query.execute();
  } else {
    // Every open order, however old, and the closed ones of the last days, at most so many (a
    // busy desk's week of delivered orders is history, which the orders' list and the audit keep):
    // two bounded reads, merged newest first.
    const closedStates = ORDER_STATUSES.filter((status) => !isOpenOrder(status));
    const [open, closed] = await Promise.all([
      base().where('o.status', 'not in', closedStates).execute(),
      base()
        .where('o.status', 'in', closedStates)
        .where('o.created_at', '>=', filter.desk.closedSince)
        .limit(filter.desk.closedLimit)
        .execute(),
    ]);
    orders = [...open, ...closed].sort(
      (x, y) => new Date(y.created_at).getTime() - new Date(x.created_at).getTime() || y.id - x.id,
    );
  }
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom('order_items as oi')
    .innerJoin('pharmacy_items as p', 'p.id', 'oi.pharmacy_item_id')
    .select([
      'oi.order_id',
      'oi.pharmacy_item_id',
      'oi.quantity',
      'oi.unit_price',
      'oi.name_en',
      'oi.name_ku',
      'oi.name_ar',
      'p.name_en as item_en',
      'p.name_ku as item_ku',
      'p.name_ar as item_ar',
    ])
    .where(
      'oi.order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('oi.order_id')
    .orderBy('oi.pharmacy_item_id')
    .execute();
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  return orders.map((order) => {
    const items = (linesOf.get(order.id) ?? []).map((l) => ({
      pharmacyItemId: l.pharmacy_item_id,
      // Orders from before 160 kept no names: the item's present ones stand in.
      nameEn: l.name_en === '' ? l.item_en : l.name_en,
      nameKu: l.name_ku === '' ? l.item_ku : l.name_ku,
      nameAr: l.name_ar === '' ? l.item_ar : l.name_ar,
      quantity: l.quantity,
      unitPrice: l.unit_price,
    }));
    return {
      id: order.id,
      status: isOrderStatus(order.status) ? order.status : OrderStatus.Pending,
      subtotal: order.total - order.delivery_fee,
      deliveryFee: order.delivery_fee,
      total: order.total,
      deliveryAddress: order.delivery_address,
      note: order.note,
      createdAt: new Date(order.created_at).toISOString(),
      items,
      patientName: order.patient_name ?? '',
      phoneNumber: order.phone_number,
    };
  });
}

/** The patient's own view of an order: without the desk's fields. */
const ownOrder = ({ patientName: _name, phoneNumber: _phone, ...order }: DeskOrderWire): OrderWire => order;

/** Closed orders the desk shows: those of the last week, at most this many. */
const DESK_CLOSED_DAYS = 7;
const DESK_CLOSED_LIMIT = 200;

/**
 * GET /api/Shopping/Desk (staff, area orders): every open order and the last week's closed ones,
 * newest first, with their lines, their patient's name and phone.
 */
export async function listDeskOrders(context: RouteContext<StaffPrincipal>): Promise<DeskOrderWire[]> {
  const { services } = context;
  const closedSince = new Date(services.now() - DESK_CLOSED_DAYS * 24 * 60 * 60 * 1000);
  return ordersOf(services.db, { desk: { closedSince, closedLimit: DESK_CLOSED_LIMIT } });
}

/** Tells staff's connections an order arrived or moved, once its transaction has committed. */
function announceOrder(services: Services, id: number): void {
  const event: SubmissionReceivedEventWire = { kind: ORDER_EVENT_KIND, id };
  services.hubs.harem.broadcast(HaremHubEvent.SubmissionReceived, event);
}

/** GET /api/Shopping/MyOrders (patient token): the patient's own orders. */
export async function listMyOrders(context: RouteContext<PatientPrincipal>): Promise<OrderWire[]> {
  return (await ordersOf(context.services.db, { appUserId: context.principal.appUserId })).map(ownOrder);
}

/**
 * POST /api/Shopping/PlaceOrder (patient token): the cart becomes a Pending order, priced by the
 * server with the site's rule (`priceCart`) from the catalogue's prices now. Refused (409, nothing
 * stored): delivery closed, an item not sold or short in stock, or a total other than the one the
 * patient was shown (`total` gives the new one). The same `clientOrderId` again answers the order
 * it placed. The order is audited in its transaction.
 */
export async function placeOrder(context: RouteContext<PatientPrincipal>): Promise<OrderWire | HttpAnswer> {
  const body = context.body as PlaceOrderWire;
  const { principal, services } = context;
  const outcome = await services.db.transaction().execute(async (trx): Promise<OrderWire | HttpAnswer> => {
    // One order of an account at a time, so a retry racing its first try finds it.
    const user = await trx
      .selectFrom('app_users')
      .select(['id', 'phone_number'])
      .where('id', '=', principal.appUserId)
      .forUpdate()
      .executeTakeFirst();
    if (user === undefined) return HttpAnswer.error(401, 'Please sign in again.');
    const placed = await trx
      .selectFrom('orders')
      .select('id')
      .where('app_user_id', '=', principal.appUserId)
      .where('client_order_id', '=', body.clientOrderId)
      .executeTakeFirst();
    if (placed !== undefined) {
      const again = (await ordersOf(trx, { appUserId: principal.appUserId, id: placed.id }))[0];
      return again === undefined ? refused(404, OrderCode.NotFound) : ownOrder(again);
    }

    const rule = await deliveryRule(trx);
    if (!rule.deliveryEnabled) return refused(409, OrderCode.DeliveryClosed);
    const ids = body.items.map((i) => i.pharmacyItemId);
    const items = await trx
      .selectFrom('pharmacy_items')
      .select(['id', 'price', 'stock', 'is_available', 'name_en', 'name_ku', 'name_ar'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(items.map((i) => [i.id, i]));
    const unavailable = ids.filter((id) => byId.get(id)?.is_available !== true);
    if (unavailable.length > 0) return refused(409, OrderCode.Unavailable, { itemIds: unavailable });
    const short = body.items
      .filter((line) => (byId.get(line.pharmacyItemId)?.stock ?? 0) < line.quantity)
      .map((line) => line.pharmacyItemId);
    if (short.length > 0) return refused(409, OrderCode.NotEnoughStock, { itemIds: short });

    const fee: DeliveryRule = { deliveryFee: rule.deliveryFee, freeDeliveryFrom: rule.freeDeliveryFrom };
    const price = priceCart(
      body.items.map((i) => ({ itemId: i.pharmacyItemId, quantity: i.quantity })),
      (id) => byId.get(id)?.price,
      fee,
    );
    if (price.total !== body.expectedTotal)
      return refused(409, OrderCode.TotalChanged, { total: price.total });

    const at = new Date(services.now());
    const order = await trx
      .insertInto('orders')
      .values({
        app_user_id: principal.appUserId,
        status: OrderStatus.Pending,
        total: price.total,
        delivery_fee: price.deliveryFee,
        // The route checks the body as sent; the schema's trim is applied here.
        delivery_address: body.deliveryAddress.trim(),
        phone_number: user.phone_number,
        note: body.note.trim(),
        client_order_id: body.clientOrderId,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(
        price.lines.map((line) => {
          const item = byId.get(line.itemId);
          return {
            order_id: order.id,
            pharmacy_item_id: line.itemId,
            quantity: line.quantity,
            unit_price: line.unitPrice,
            name_en: item?.name_en ?? '',
            name_ku: item?.name_ku ?? '',
            name_ar: item?.name_ar ?? '',
          };
        }),
      )
      .execute();
    const placedNow = (await ordersOf(trx, { appUserId: principal.appUserId, id: order.id }))[0];
    if (placedNow === undefined) throw new Error('the order just placed was not found');
    const answer = ownOrder(placedNow);
    await recordAudit(trx, {
      actor: { kind: 'patient', id: principal.appUserId, name: principal.phoneNumber },
      action: 'OrderPlaced',
      area: PermissionArea.Orders,
      entity: 'Order',
      entityId: order.id,
      ip: context.ip,
      after: answer,
      at,
    });
    return answer;
  });
  if (!(outcome instanceof HttpAnswer)) announceOrder(services, outcome.id);
  return outcome;
}

/**
 * PUT /api/Shopping/{id}/Status `{ from, to }` (staff, area orders): moves an order one step on
 * (`canMoveOrder`). Refused with 409 when the order is no longer `from` (`StatusChanged`) or the
 * step is not allowed (`NotAllowed`); audited in its transaction.
 */
export async function changeOrderStatus(
  context: RouteContext<StaffPrincipal>,
): Promise<OrderStatusChangedWire | HttpAnswer> {
  const body = context.body as OrderStatusChangeWire;
  const id = Number(context.params['id']);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return HttpAnswer.error(400, 'id must be a positive whole number', { field: 'params.id' });
  }
  const { principal, services } = context;
  const outcome = await services.db
    .transaction()
    .execute(async (trx): Promise<OrderStatusChangedWire | HttpAnswer> => {
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (order === undefined) return refused(404, OrderCode.NotFound);
      if (order.status !== body.from) return refused(409, OrderCode.StatusChanged, { status: order.status });
      if (!canMoveOrder(body.from, body.to)) return refused(409, OrderCode.NotAllowed);
      await trx.updateTable('orders').set({ status: body.to }).where('id', '=', id).execute();
      await recordAudit(trx, {
        actor: { kind: 'staff', id: principal.userId, name: principal.name },
        action: 'OrderStatus',
        area: PermissionArea.Orders,
        entity: 'Order',
        entityId: id,
        ip: context.ip,
        before: { status: body.from },
        after: { status: body.to },
      });
      return { id, status: body.to };
    });
  if (!(outcome instanceof HttpAnswer)) announceOrder(services, id);
  return outcome;
}
