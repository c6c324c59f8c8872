import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  addToCart,
  cartCount,
  parseCart,
  priceCart,
  removeFromCart,
  setQuantity,
  type CartLine,
  type DeliveryRule,
} from '../../../src/domain/shop/cart';

const itemId = fc.integer({ min: 1, max: 40 });
const lineArb: fc.Arbitrary<CartLine> = fc.record({
  itemId,
  quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
});
/** A cart as the rules build it: distinct items, each within the limits. */
const cartArb = fc.uniqueArray(lineArb, { selector: (l) => l.itemId, maxLength: 12 });
const priceArb = fc.integer({ min: 0, max: 2_000_000 });
const pricesArb = fc.dictionary(fc.integer({ min: 1, max: 40 }).map(String), priceArb);
const ruleArb: fc.Arbitrary<DeliveryRule> = fc.record({
  deliveryFee: fc.integer({ min: 0, max: 20_000 }),
  freeDeliveryFrom: fc.integer({ min: 0, max: 500_000 }),
});
const priceOf = (prices: Record<string, number>) => (id: number) => prices[String(id)];

describe('the cart', () => {
  it('adding merges an item already there and never passes the line limit', () => {
    fc.assert(
      fc.property(cartArb, itemId, fc.integer({ min: 1, max: 50 }), (cart, id, n) => {
        const before = cart.find((l) => l.itemId === id)?.quantity ?? 0;
        const after = addToCart(cart, id, n);
        const line = after.filter((l) => l.itemId === id);
        expect(line).toHaveLength(1);
        expect(line[0]?.quantity).toBe(Math.min(before + n, MAX_LINE_QUANTITY));
        // The other lines are untouched and keep their order.
        expect(after.filter((l) => l.itemId !== id)).toEqual(cart.filter((l) => l.itemId !== id));
      }),
    );
  });

  it('holds at most MAX_CART_LINES items: a new one past that is not added', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ itemId: i + 1, quantity: 1 }));
    expect(addToCart(full, 999)).toEqual(full);
    expect(addToCart(full, 1)[0]).toEqual({ itemId: 1, quantity: 2 });
  });

  it('a quantity of zero or less removes the line; more than the limit is the limit', () => {
    fc.assert(
      fc.property(cartArb, itemId, fc.integer({ min: -5, max: 80 }), (cart, id, n) => {
        const after = setQuantity(cart, id, n);
        const line = after.find((l) => l.itemId === id);
        if (n <= 0) expect(line).toBeUndefined();
        else if (cart.some((l) => l.itemId === id))
          expect(line?.quantity).toBe(Math.min(n, MAX_LINE_QUANTITY));
        // Setting a quantity never adds an item that was not in the cart.
        else expect(line).toBeUndefined();
        for (const l of after) expect(l.quantity).toBeGreaterThan(0);
      }),
    );
  });

  it('removes exactly the one item', () => {
    fc.assert(
      fc.property(cartArb, itemId, (cart, id) => {
        expect(removeFromCart(cart, id)).toEqual(cart.filter((l) => l.itemId !== id));
      }),
    );
  });

  it('counts the pieces', () => {
    expect(
      cartCount([
        { itemId: 1, quantity: 2 },
        { itemId: 7, quantity: 3 },
      ]),
    ).toBe(5);
    expect(cartCount([])).toBe(0);
  });
});

describe('priceCart, the one rule of prices and totals', () => {
  it('is the sum of quantity × unit price, plus the fee below the free-delivery total', () => {
    fc.assert(
      fc.property(cartArb, pricesArb, ruleArb, (cart, prices, rule) => {
        const priced = priceCart(cart, priceOf(prices), rule);
        const known = cart.filter((l) => prices[String(l.itemId)] !== undefined);
        const subtotal = known.reduce((sum, l) => sum + l.quantity * (prices[String(l.itemId)] ?? 0), 0);
        expect(priced.subtotal).toBe(subtotal);
        expect(priced.lines.map((l) => l.itemId)).toEqual(known.map((l) => l.itemId));
        for (const line of priced.lines) expect(line.lineTotal).toBe(line.quantity * line.unitPrice);
        const fee = known.length === 0 || subtotal >= rule.freeDeliveryFrom ? 0 : rule.deliveryFee;
        expect(priced.deliveryFee).toBe(fee);
        expect(priced.total).toBe(subtotal + fee);
        expect(Number.isSafeInteger(priced.total)).toBe(true);
      }),
    );
  });

  it('names the items it has no price for (gone from the catalogue) and leaves them out', () => {
    const priced = priceCart(
      [
        { itemId: 1, quantity: 2 },
        { itemId: 2, quantity: 1 },
      ],
      (id) => (id === 1 ? 1_500 : undefined),
      { deliveryFee: 3_000, freeDeliveryFrom: 50_000 },
    );
    expect(priced.missing).toEqual([2]);
    expect(priced).toMatchObject({ subtotal: 3_000, deliveryFee: 3_000, total: 6_000 });
  });

  it('delivers free from exactly the free-delivery total (the seed: 3,000 IQD below 50,000)', () => {
    const rule = { deliveryFee: 3_000, freeDeliveryFrom: 50_000 };
    expect(priceCart([{ itemId: 1, quantity: 1 }], () => 49_999, rule).total).toBe(52_999);
    expect(priceCart([{ itemId: 1, quantity: 1 }], () => 50_000, rule).total).toBe(50_000);
    expect(priceCart([], () => 1, rule)).toMatchObject({ subtotal: 0, deliveryFee: 0, total: 0 });
  });

  it('never lowers the total when a quantity grows', () => {
    fc.assert(
      fc.property(cartArb, pricesArb, ruleArb, itemId, (cart, prices, rule, id) => {
        const before = priceCart(cart, priceOf(prices), rule).total;
        const after = priceCart(addToCart(cart, id), priceOf(prices), rule).total;
        // Adding may cross the free-delivery line: the fee goes, but never more than it was.
        expect(after).toBeGreaterThanOrEqual(before - rule.deliveryFee);
        expect(priceCart(addToCart(cart, id), priceOf(prices), rule).subtotal).toBeGreaterThanOrEqual(
          priceCart(cart, priceOf(prices), rule).subtotal,
        );
      }),
    );
  });
});

describe('parseCart, the stored cart read back', () => {
  it('gives back what was stored', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(parseCart(JSON.stringify(cart))).toEqual(cart);
      }),
    );
  });

  it('drops what is not a cart line, merges repeats and clamps quantities, and never throws', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"itemId":1}')).toEqual([]);
    expect(
      parseCart(
        JSON.stringify([
          { itemId: 1, quantity: 2 },
          { itemId: 1, quantity: 3 },
          { itemId: 2, quantity: 500 },
          { itemId: -1, quantity: 1 },
          { itemId: 3, quantity: 1.5 },
          { itemId: 4, quantity: 0 },
          'x',
          null,
        ]),
      ),
    ).toEqual([
      { itemId: 1, quantity: 5 },
      { itemId: 2, quantity: MAX_LINE_QUANTITY },
    ]);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Array.isArray(parseCart(text))).toBe(true);
      }),
    );
  });
});
