import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  lineId,
  pieceCount,
  removeLine,
  subtotalOf,
  updateQuantity,
  type DemoCartLine,
} from '../../../src/domain/demo/cart';

const lineArb: fc.Arbitrary<DemoCartLine> = fc
  .record({
    productId: fc.integer({ min: 1, max: 4 }),
    color: fc.constantFrom('red', 'blue'),
    size: fc.constantFrom('S', 'M'),
    price: fc.integer({ min: 1, max: 500 }),
    quantity: fc.integer({ min: 1, max: 9 }),
  })
  .map((line) => ({ ...line, id: lineId(line.productId, line.color, line.size), name: 'x', image: '' }));

const keyOf = (line: DemoCartLine) => `${line.productId}|${line.color}|${line.size}`;
const build = (lines: readonly DemoCartLine[]) => lines.reduce<DemoCartLine[]>(addLine, []);

describe('demo cart', () => {
  it('two identical items merge into one line with both quantities', () => {
    const one = {
      id: '1-red-M',
      productId: 1,
      name: 'x',
      image: '',
      color: 'red',
      size: 'M',
      price: 10,
      quantity: 1,
    };
    expect(addLine([one], { ...one, quantity: 2 })).toEqual([{ ...one, quantity: 3 }]);
  });

  it('holds one line per product, colour and size', () => {
    fc.assert(
      fc.property(fc.array(lineArb), (lines) => {
        const cart = build(lines);
        return (
          new Set(cart.map(keyOf)).size === cart.length && cart.length === new Set(lines.map(keyOf)).size
        );
      }),
    );
  });

  it('keeps every piece added', () => {
    fc.assert(fc.property(fc.array(lineArb), (lines) => pieceCount(build(lines)) === pieceCount(lines)));
  });

  it('an item differing in colour or size is a line of its own', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const other = { ...line, color: line.color === 'red' ? 'blue' : 'red' };
        return addLine([line], other).length === 2;
      }),
    );
  });

  it('an update returns the subtotal before and after', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1 }), fc.integer({ min: 1, max: 20 }), (lines, quantity) => {
        const cart = build(lines);
        const target = cart[0] as DemoCartLine;
        const update = updateQuantity(cart, target.id, quantity);
        return (
          update.oldSubtotal === subtotalOf(cart) &&
          update.subtotal === subtotalOf(cart) + target.price * (quantity - target.quantity)
        );
      }),
    );
  });

  it('removing a line takes exactly its pieces away', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1 }), (lines) => {
        const cart = build(lines);
        const target = cart[0] as DemoCartLine;
        return pieceCount(removeLine(cart, target.id)) === pieceCount(cart) - target.quantity;
      }),
    );
  });
});
