import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELAY_MS,
  DemoMessage,
  InMemoryDemoService,
} from '../../../src/adapters/demo/in-memory-demo-service';
import { NO_FILTER } from '../../../src/domain/demo/product-filter';

const waits: number[] = [];
const service = (random = 0.5) =>
  new InMemoryDemoService({
    random: () => random,
    wait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });

describe('the in-memory demo service', () => {
  it('holds the template sizes of its lists', async () => {
    const lists = service().lists;
    const sizes = await Promise.all([
      lists.followers(''),
      lists.friends(''),
      lists.friendRequests(''),
      lists.gallery(),
      lists.detailsCards(''),
      lists.simpleCards(''),
      lists.profileCards(''),
    ]);
    expect(sizes.map((answer) => (answer.ok ? answer.value.length : -1))).toEqual([
      20, 20, 20, 12, 12, 20, 12,
    ]);
  });

  it('refuses a blank comment and a blank reply with the template messages', async () => {
    const social = service().social;
    expect(await social.addComment('post-1', '  ')).toEqual({
      ok: false,
      error: { status: 400, message: 'Comment Field is Required' },
    });
    expect(await social.addReply('post-1', 'comment-1', '')).toEqual({
      ok: false,
      error: { status: 400, message: 'Reply Field is Required' },
    });
  });

  it('answers registration with the template refusals after the account delay', async () => {
    waits.length = 0;
    const account = service().account;
    const noPassword = await account.register({ username: 'a', password: '', firstName: 'A', lastName: 'B' });
    expect(noPassword).toEqual({ ok: false, error: { status: 400, message: DemoMessage.UsernamePassword } });
    const noName = await account.register({ username: 'a', password: 'b', firstName: '', lastName: 'B' });
    expect(noName).toEqual({ ok: false, error: { status: 400, message: DemoMessage.Name } });
    expect(await account.login()).toEqual({ ok: true, value: null });
    expect(waits).toEqual([ACCOUNT_DELAY_MS, ACCOUNT_DELAY_MS, ACCOUNT_DELAY_MS]);
  });

  it('knows the registered account by its token and refuses a missing or unknown one', async () => {
    const account = service().account;
    const registered = await account.register({
      username: 'ann',
      password: 'pw',
      firstName: 'A',
      lastName: 'B',
    });
    const id = registered.ok ? registered.value.find((user) => user.username === 'ann')?.id : undefined;
    expect(await account.me(`Bearer ${id}`)).toEqual({ ok: true, value: { id, username: 'ann' } });
    expect(await account.me(null)).toEqual({ ok: false, error: { status: 401, message: 'Token Missing' } });
    expect(await account.me('Bearer nobody')).toEqual({
      ok: false,
      error: { status: 401, message: 'Invalid Token' },
    });
  });

  it('FLAT05 takes 3 off a cart of 3 and 5 off a cart of 100', async () => {
    const shop = service().shop;
    const products = await shop.products(NO_FILTER);
    const priced = (price: number) =>
      products.ok ? products.value.find((p) => p.offerPrice === price) : undefined;
    await shop.addToCart(priced(3)?.id ?? 0, 'primary', 'M', 1);
    expect(await shop.applyDiscount('FLAT05')).toMatchObject({
      ok: true,
      value: { amount: 3, cart: { total: 0 } },
    });
    await shop.reset();
    await shop.addToCart(priced(100)?.id ?? 0, 'primary', 'M', 1);
    expect(await shop.applyDiscount('FLAT05')).toMatchObject({
      ok: true,
      value: { amount: 5, cart: { total: 95 } },
    });
  });

  it('merges two identical items and keeps a different size apart', async () => {
    const shop = service().shop;
    await shop.addToCart(1, 'primary', 'M', 1);
    await shop.addToCart(1, 'primary', 'M', 2);
    const cart = await shop.addToCart(1, 'primary', 'L', 1);
    expect(cart.ok && cart.value.lines.map((line) => [line.size, line.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it('adds fast shipping to the total and takes it off again for free shipping', async () => {
    const shop = service().shop;
    await shop.addToCart(2, 'primary', 'M', 1);
    expect(await shop.setShipping('fast')).toMatchObject({ ok: true, value: { shipping: 5, total: 105 } });
    expect(await shop.setShipping('free')).toMatchObject({ ok: true, value: { shipping: 0, total: 100 } });
  });

  it('gives a new kanban item a four-digit id', async () => {
    const kanban = service(0.25).kanban;
    const board = await kanban.addItem({
      title: 'x',
      description: '',
      priority: 'low',
      column: 'New',
      dueDate: '',
    });
    expect(board.ok && board.value.items.at(-1)?.id).toMatch(/^\d{4}$/);
  });

  it("keeps the template chat's conversations apart and sends no blank message", async () => {
    const chat = service().chat;
    const users = await chat.users();
    const [first, second] = users.ok ? users.value : [];
    const before = await chat.chats(second?.id ?? '');
    await chat.send(first?.id ?? '', '  ');
    const sent = await chat.send(first?.id ?? '', 'Hello');
    expect(sent.ok && sent.value.at(-1)).toMatchObject({ mine: true, text: 'Hello' });
    expect(sent.ok && sent.value.filter((message) => message.text === 'Hello')).toHaveLength(1);
    expect(await chat.chats(second?.id ?? '')).toEqual(before);
  });

  it('answers a call that throws with the template 500', async () => {
    const demo = service();
    const broken = demo.shop;
    Object.defineProperty(demo, 'lines', {
      get() {
        throw new Error('broken');
      },
    });
    expect(await broken.cart()).toEqual({
      ok: false,
      error: { status: 500, message: 'Internal server error' },
    });
  });
});
