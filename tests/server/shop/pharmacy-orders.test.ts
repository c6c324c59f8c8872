import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenKind } from '../../../server/auth/token-kind';
import type { OrderWire } from '../../../src/contract/shop/shop';
import { priceCart } from '../../../src/domain/shop/cart';
import { HubPath } from '../../../server/realtime';
import type { DeskOrderWire } from '../../../src/contract/shop/shop';
import { call, tokensOf } from '../support/http-client';
import { eventually, hubClient, nextMessage } from '../support/signalr-client';
import { removeFolders, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
/** The administrator's hub token. */
let adminHub: string;
let reception: string;
/** Three items on sale with plenty in stock, cheapest first. */
let items: { id: number; price: number; name_en: string }[];

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  const adminTokens = await tokensOf(server.url, 'admin', 'demo-admin');
  admin = adminTokens.serviceToken;
  adminHub = adminTokens.chatToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
  items = await server.db
    .selectFrom('pharmacy_items')
    .select(['id', 'price', 'name_en'])
    .where('is_available', '=', true)
    .where('stock', '>=', 20)
    .where('price', '>', 0)
    .orderBy('price')
    .limit(3)
    .execute();
  expect(items).toHaveLength(3);
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

async function patient(): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const phoneNumber = `+96475${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await server.db
    .insertInto('app_users')
    .values({ id, name: 'Test Patient', phone_number: phoneNumber })
    .execute();
  const { token } = await server.tokens.issue(TokenKind.Patient, id, { phoneNumber });
  return { id, token };
}

const RULE = { deliveryFee: 3_000, freeDeliveryFrom: 50_000 };

function order(lines: { itemId: number; quantity: number }[], extra: Record<string, unknown> = {}) {
  const total = priceCart(lines, (id) => items.find((i) => i.id === id)?.price, RULE).total;
  return {
    clientOrderId: randomUUID(),
    items: lines.map((l) => ({ pharmacyItemId: l.itemId, quantity: l.quantity })),
    deliveryAddress: '  Gulan Street, Erbil ',
    note: '',
    expectedTotal: total,
    ...extra,
  };
}

const place = (token: string, body: unknown) =>
  call(`${server.url}/api/Shopping/PlaceOrder`, { token, body });

describe('GET /api/Shopping/DeliveryRule', () => {
  it('gives the fee and the free-delivery subtotal of the app preferences, without a token', async () => {
    const answer = await call(`${server.url}/api/Shopping/DeliveryRule`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ deliveryEnabled: true, ...RULE });
  });
});

describe('POST /api/Shopping/PlaceOrder', () => {
  it('stores a Pending order priced by the rule, with its lines, an audit record, and in My orders', async () => {
    const { id, token } = await patient();
    const [a, b] = items;
    const body = order([
      { itemId: a!.id, quantity: 2 },
      { itemId: b!.id, quantity: 1 },
    ]);
    const answer = await place(token, body);
    expect(answer.status, answer.text).toBe(200);
    const placed = answer.json as OrderWire;
    const subtotal = 2 * a!.price + b!.price;
    expect(placed).toMatchObject({
      status: 'Pending',
      subtotal,
      deliveryFee: subtotal < 50_000 ? 3_000 : 0,
      total: body.expectedTotal,
      deliveryAddress: 'Gulan Street, Erbil',
    });
    expect(placed.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          pharmacyItemId: a!.id,
          quantity: 2,
          unitPrice: a!.price,
          nameEn: a!.name_en,
        }),
        expect.objectContaining({ pharmacyItemId: b!.id, quantity: 1, unitPrice: b!.price }),
      ]),
    );
    const row = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ app_user_id: id, status: 'Pending', total: placed.total });
    const audit = await server.db
      .selectFrom('audit_records')
      .selectAll()
      .where('entity', '=', 'Order')
      .where('entity_id', '=', String(placed.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'OrderPlaced', area: 'orders', actor_kind: 'patient' });

    const mine = await call(`${server.url}/api/Shopping/MyOrders`, { token });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual([placed]);
    // Staff see it in the spec's list.
    const staff = await call(`${server.url}/api/Shopping/GetOrders`, { token: admin });
    expect((staff.json as { id: number }[]).some((o) => o.id === placed.id)).toBe(true);
  });

  it('stores a retried order once and answers the retry with the same order', async () => {
    const { token } = await patient();
    const body = order([{ itemId: items[0]!.id, quantity: 1 }]);
    const [first, second] = await Promise.all([place(token, body), place(token, body)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((second.json as OrderWire).id).toBe((first.json as OrderWire).id);
    const mine = await call(`${server.url}/api/Shopping/MyOrders`, { token });
    expect(mine.json).toHaveLength(1);
  });

  it('refuses a total other than the one shown with 409 and the new total, storing nothing', async () => {
    const { token } = await patient();
    const body = order([{ itemId: items[0]!.id, quantity: 1 }]);
    const answer = await place(token, { ...body, expectedTotal: body.expectedTotal + 1 });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'TotalChanged', total: body.expectedTotal });
    expect((await call(`${server.url}/api/Shopping/MyOrders`, { token })).json).toEqual([]);
  });

  it('refuses items not sold or short in stock, naming them', async () => {
    const { token } = await patient();
    const item = items[2]!;
    await server.db.updateTable('pharmacy_items').set({ stock: 1 }).where('id', '=', item.id).execute();
    const short = await place(token, order([{ itemId: item.id, quantity: 2 }]));
    expect(short.status).toBe(409);
    expect(short.json).toMatchObject({ code: 'NotEnoughStock', itemIds: [item.id] });
    const missing = await place(token, order([{ itemId: 2_000_000_000, quantity: 1 }], { expectedTotal: 0 }));
    expect(missing.status).toBe(409);
    expect(missing.json).toMatchObject({ code: 'Unavailable', itemIds: [2_000_000_000] });
    await server.db.updateTable('pharmacy_items').set({ stock: 100 }).where('id', '=', item.id).execute();
  });

  it('refuses bad input with 400 naming the fields, and a call without a patient token with 401', async () => {
    const { token } = await patient();
    const bad = await place(token, {
      clientOrderId: 'x',
      items: [],
      deliveryAddress: '   ',
      note: 'n'.repeat(501),
      expectedTotal: -1,
    });
    expect(bad.status).toBe(400);
    const fields = ((bad.json as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['clientOrderId', 'items', 'deliveryAddress', 'note', 'expectedTotal']),
    );
    const twice = await place(
      token,
      order([
        { itemId: items[0]!.id, quantity: 1 },
        { itemId: items[0]!.id, quantity: 1 },
      ]),
    );
    expect(twice.status).toBe(400);
    expect((await place(reception, order([{ itemId: items[0]!.id, quantity: 1 }]))).status).toBe(401);
    expect((await call(`${server.url}/api/Shopping/MyOrders`)).status).toBe(401);
  });
});

describe('PUT /api/Shopping/{id}/Status', () => {
  it('moves an order one step on, audited; refuses a step back, a stale status and a patient', async () => {
    const { token } = await patient();
    const placed = (await place(token, order([{ itemId: items[0]!.id, quantity: 1 }]))).json as OrderWire;
    const move = (from: string, to: string, who = admin) =>
      call(`${server.url}/api/Shopping/${placed.id}/Status`, {
        method: 'PUT',
        token: who,
        body: { from, to },
      });
    expect((await move('Pending', 'Preparing')).json).toEqual({ id: placed.id, status: 'Preparing' });
    expect((await move('Pending', 'Preparing')).json).toMatchObject({
      code: 'StatusChanged',
      status: 'Preparing',
    });
    expect((await move('Preparing', 'Delivered')).json).toMatchObject({ code: 'NotAllowed' });
    expect((await move('Preparing', 'OutForDelivery', token)).status).toBe(401);
    expect((await move('Preparing', 'Shipped')).status).toBe(400);
    expect((await move('Preparing', 'OutForDelivery')).status).toBe(200);
    const mine = (await call(`${server.url}/api/Shopping/MyOrders`, { token })).json as OrderWire[];
    expect(mine[0]?.status).toBe('OutForDelivery');
    const audit = await server.db
      .selectFrom('audit_records')
      .select('action')
      .where('entity', '=', 'Order')
      .where('entity_id', '=', String(placed.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['OrderPlaced', 'OrderStatus', 'OrderStatus']);
    const missing = await call(`${server.url}/api/Shopping/2000000000/Status`, {
      method: 'PUT',
      token: admin,
      body: { from: 'Pending', to: 'Preparing' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/Shopping/Desk', () => {
  it("lists open orders with their patient, for the orders area only, and tells staff's hub of every order placed or moved", async () => {
    const { token } = await patient();
    const hub = hubClient(`${server.url}${HubPath.Harem}`, adminHub);
    await hub.start();
    await eventually(() => server.hubs.harem.connectionCount >= 1);
    const placedNotice = nextMessage(hub, 'submissionReceived');
    const placed = (await place(token, order([{ itemId: items[1]!.id, quantity: 2 }]))).json as OrderWire;
    expect(await placedNotice).toEqual([{ kind: 'order', id: placed.id }]);

    const desk = await call(`${server.url}/api/Shopping/Desk`, { token: admin });
    expect(desk.status).toBe(200);
    const rows = desk.json as DeskOrderWire[];
    const mine = rows.find((row) => row.id === placed.id);
    expect(mine).toMatchObject({
      status: 'Pending',
      total: placed.total,
      patientName: 'Test Patient',
      items: [{ pharmacyItemId: items[1]!.id, quantity: 2, nameEn: items[1]!.name_en }],
    });
    expect(mine?.phoneNumber).toMatch(/^\+96475\d{8}$/);
    // Newest first; every order still to deliver is there, however old.
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const open = await server.db
      .selectFrom('orders')
      .select('id')
      .where('status', 'in', ['Pending', 'Preparing', 'OutForDelivery'])
      .execute();
    expect(
      new Set(rows.filter((row) => !['Delivered', 'Cancelled'].includes(row.status)).map((row) => row.id)),
    ).toEqual(new Set(open.map((row) => row.id)));

    const movedNotice = nextMessage(hub, 'submissionReceived');
    const move = await call(`${server.url}/api/Shopping/${placed.id}/Status`, {
      method: 'PUT',
      token: admin,
      body: { from: 'Pending', to: 'Cancelled' },
    });
    expect(move.status).toBe(200);
    expect(await movedNotice).toEqual([{ kind: 'order', id: placed.id }]);
    await hub.stop();

    // A patient's own list never carries the desk's fields; a patient and an area without orders are refused.
    const own = (await call(`${server.url}/api/Shopping/MyOrders`, { token })).json as Record<
      string,
      unknown
    >[];
    expect(own[0]).not.toHaveProperty('patientName');
    expect(own[0]).not.toHaveProperty('phoneNumber');
    expect((await call(`${server.url}/api/Shopping/Desk`, { token })).status).toBe(401);
    expect((await call(`${server.url}/api/Shopping/Desk`, { token: reception })).status).toBe(403);
  });

  it('shows the closed orders of the last 7 days only, at most 200 of them, the newest; open ones however old', async () => {
    const { id: appUserId } = await patient();
    const day = 24 * 60 * 60 * 1000;
    const row = (status: string, at: number, note: string) => ({
      app_user_id: appUserId,
      status,
      total: 1000,
      delivery_fee: 0,
      delivery_address: 'Erbil',
      phone_number: '+9647500000001',
      note,
      client_order_id: randomUUID(),
      created_at: new Date(at),
    });
    const now = Date.now();
    // 210 delivered in the last six days (one a minute apart, newest first by note number), one
    // cancelled eight days ago, and one order still preparing from thirty days ago.
    const recent = Array.from({ length: 210 }, (_, i) =>
      row('Delivered', now - day + 60_000 - i * 60_000, `recent ${i}`),
    );
    await server.db
      .insertInto('orders')
      .values([
        ...recent,
        row('Cancelled', now - 8 * day, 'too old'),
        row('Preparing', now - 30 * day, 'old but open'),
      ])
      .execute();

    const rows = (await call(`${server.url}/api/Shopping/Desk`, { token: admin })).json as DeskOrderWire[];
    const closed = rows.filter((r) => ['Delivered', 'Cancelled'].includes(r.status));
    expect(closed).toHaveLength(200);
    const notes = new Set(rows.map((r) => r.note));
    // The newest 200: the seed's and other tests' closed orders of the week are newer than these
    // (a day old and more), so the rest of the 200 are recent 0, 1, … in order, and the oldest left out.
    const others = closed.filter((r) => !r.note.startsWith('recent ')).length;
    const shownRecent = closed.filter((r) => r.note.startsWith('recent ')).map((r) => r.note);
    expect(shownRecent).toEqual(Array.from({ length: 200 - others }, (_, i) => `recent ${i}`));
    expect(notes.has('recent 209')).toBe(false);
    expect(notes.has('too old')).toBe(false);
    expect(notes.has('old but open')).toBe(true);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
