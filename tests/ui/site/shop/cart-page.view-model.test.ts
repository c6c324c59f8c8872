import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../../../../src/application/ports/key-value-store';
import type { OrderRequest, PlacedOrder, ShopGateway } from '../../../../src/application/ports/shop-gateway';
import { AppErrors } from '../../../../src/domain/errors/app-error';
import { err, ok } from '../../../../src/domain/shared/result';
import { CartPageViewModel } from '../../../../src/ui/site/shop/cart-page.view-model';
import { CART_KEY, CART_ORDER_KEY, SiteCart } from '../../../../src/ui/site/shop/site-cart';

function memoryStore(): KeyValueStore & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

const PLACED: PlacedOrder = {
  id: '9',
  status: 'Pending',
  subtotal: 4_000,
  deliveryFee: 3_000,
  total: 7_000,
  deliveryAddress: 'Gulan Street',
  note: '',
  createdAt: 0,
  lines: [],
};

function setUp(options: { token?: string | null; place?: ShopGateway['placeOrder'] } = {}) {
  const storage = memoryStore();
  const cart = new SiteCart(storage);
  const tokens = {
    token: options.token === undefined ? 'patient-token' : options.token,
    patientToken() {
      return this.token;
    },
    isPatientVerified() {
      return this.token !== null;
    },
    clearPatientSession: vi.fn(function (this: { token: string | null }) {
      this.token = null;
    }),
  };
  const placeOrder = vi.fn(options.place ?? (() => Promise.resolve(ok(PLACED))));
  const shop: ShopGateway = {
    deliveryRule: () =>
      Promise.resolve(ok({ deliveryEnabled: true, deliveryFee: 3_000, freeDeliveryFrom: 50_000 })),
    placeOrder,
    myOrders: () => Promise.resolve(ok([])),
  };
  let ids = 0;
  const vm = new CartPageViewModel(cart, { shop, tokens }, () => `order-id-${++ids}`);
  vm.setRule({ deliveryEnabled: true, deliveryFee: 3_000, freeDeliveryFrom: 50_000 });
  vm.setCatalogue(
    new Map([
      [1, { price: 1_500, available: true, stock: 50 }],
      [2, { price: 1_000, available: true, stock: 50 }],
      [3, { price: 9_000, available: false, stock: 0 }],
    ]),
  );
  return { storage, cart, tokens, placeOrder, vm };
}

describe('the pharmacy cart of the site', () => {
  it('is kept in local storage and read back by a new page (a reload, a closed tab)', () => {
    const { storage, cart } = setUp();
    cart.add(1);
    cart.add(1);
    cart.add(2);
    expect(JSON.parse(storage.get(CART_KEY) ?? '')).toEqual([
      { itemId: 1, quantity: 2 },
      { itemId: 2, quantity: 1 },
    ]);
    const again = new SiteCart(storage);
    expect(again.lines).toEqual(cart.lines);
    expect(again.count).toBe(3);
  });

  it('reads a change another tab made', () => {
    const { storage, cart } = setUp();
    storage.set(CART_KEY, JSON.stringify([{ itemId: 2, quantity: 4 }]));
    cart.reload();
    expect(cart.count).toBe(4);
  });
});

describe('the cart page', () => {
  it('prices the cart with the rule, leaving out an item not sold now and refusing to order it', () => {
    const { cart, vm } = setUp();
    cart.add(1, 2);
    cart.add(2);
    expect(vm.price).toMatchObject({ subtotal: 4_000, deliveryFee: 3_000, total: 7_000, missing: [] });
    expect(vm.canPlace).toBe(true);
    cart.add(3);
    expect(vm.price.missing).toEqual([3]);
    expect(vm.canPlace).toBe(false);
  });

  it('without a patient token, a quantity change forgets the session and asks for a sign-in, keeping the cart', () => {
    const { cart, tokens, vm } = setUp({ token: null });
    cart.add(1);
    expect(vm.changeQuantity(1, 2)).toBe('signIn');
    expect(tokens.clearPatientSession).toHaveBeenCalledOnce();
    expect(cart.lines).toEqual([{ itemId: 1, quantity: 1 }]);
  });

  it('signed in, a quantity change changes the cart', () => {
    const { cart, tokens, vm } = setUp();
    cart.add(1);
    expect(vm.changeQuantity(1, 3)).toBe('changed');
    expect(cart.quantityOf(1)).toBe(3);
    expect(tokens.clearPatientSession).not.toHaveBeenCalled();
  });

  it('asks for an address before sending anything', async () => {
    const { cart, placeOrder, vm } = setUp();
    cart.add(1);
    expect(await vm.place()).toBeNull();
    expect(vm.addressProblem).toBe('required');
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('places the shown total, then empties the cart', async () => {
    const { cart, placeOrder, storage, vm } = setUp();
    cart.add(1, 2);
    cart.add(2);
    vm.setAddress('  Gulan Street  ');
    expect(await vm.place()).toEqual(PLACED);
    const sent = placeOrder.mock.calls[0]?.[0] as OrderRequest;
    expect(sent).toEqual({
      clientOrderId: 'order-id-1',
      lines: [
        { itemId: 1, quantity: 2 },
        { itemId: 2, quantity: 1 },
      ],
      deliveryAddress: 'Gulan Street',
      note: '',
      expectedTotal: 7_000,
    });
    expect(cart.lines).toEqual([]);
    expect(storage.get(CART_ORDER_KEY)).toBeNull();
  });

  it('retries a failed call with the same order id, keeping what was typed', async () => {
    const answers = [err(AppErrors.networkFailure()), ok(PLACED)];
    const { cart, placeOrder, vm } = setUp({ place: () => Promise.resolve(answers.shift() ?? ok(PLACED)) });
    cart.add(1);
    vm.setAddress('Gulan Street');
    expect(await vm.place()).toBeNull();
    expect(vm.problem).toBe('network');
    expect(vm.address).toBe('Gulan Street');
    expect(cart.lines).toHaveLength(1);
    expect(await vm.place()).toEqual(PLACED);
    const ids = placeOrder.mock.calls.map((call) => (call[0] as OrderRequest).clientOrderId);
    expect(ids).toEqual(['order-id-1', 'order-id-1']);
  });

  it('on changed prices shows the new total and places at it only when asked again', async () => {
    const answers = [
      err(AppErrors.conflict({ code: 'TotalChanged', message: 'm', total: 8_000 })),
      ok(PLACED),
    ];
    const { cart, placeOrder, vm } = setUp({ place: () => Promise.resolve(answers.shift() ?? ok(PLACED)) });
    cart.add(1);
    vm.setAddress('Gulan Street');
    await vm.place();
    expect(vm.problem).toBe('TotalChanged');
    expect(vm.agreedTotal).toBe(8_000);
    await vm.place();
    expect((placeOrder.mock.calls[1]?.[0] as OrderRequest).expectedTotal).toBe(8_000);
  });

  it('marks the items the server named', async () => {
    const { cart, vm } = setUp({
      place: () =>
        Promise.resolve(err(AppErrors.conflict({ code: 'NotEnoughStock', message: 'm', itemIds: [2] }))),
    });
    cart.add(2);
    vm.setAddress('Gulan Street');
    await vm.place();
    expect(vm.problem).toBe('NotEnoughStock');
    expect(vm.problemItems).toEqual([2]);
    vm.remove(2);
    expect(vm.problem).toBeNull();
  });
});
