import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  OrderStatus,
  canMoveOrder,
  isOpenOrder,
  nextOrderStatuses,
} from '../../../src/domain/shop/order-status';

const statusArb = fc.constantFrom(...ORDER_STATUSES);

describe('an order’s way', () => {
  it('goes forward one step at a time, Pending to Delivered', () => {
    expect(nextOrderStatuses(OrderStatus.Pending)).toEqual([OrderStatus.Preparing, OrderStatus.Cancelled]);
    expect(nextOrderStatuses(OrderStatus.Preparing)).toEqual([
      OrderStatus.OutForDelivery,
      OrderStatus.Cancelled,
    ]);
    expect(nextOrderStatuses(OrderStatus.OutForDelivery)).toEqual([OrderStatus.Delivered]);
  });

  it('ends at Delivered or Cancelled, and an ended order moves nowhere', () => {
    fc.assert(
      fc.property(statusArb, (to) => {
        expect(canMoveOrder(OrderStatus.Delivered, to)).toBe(false);
        expect(canMoveOrder(OrderStatus.Cancelled, to)).toBe(false);
      }),
    );
    expect(isOpenOrder(OrderStatus.Delivered)).toBe(false);
    expect(isOpenOrder(OrderStatus.Cancelled)).toBe(false);
  });

  it('never goes back, never stays, and cannot be cancelled once on its way', () => {
    fc.assert(
      fc.property(statusArb, statusArb, (from, to) => {
        if (canMoveOrder(from, to)) {
          expect(to).not.toBe(from);
          if (to !== OrderStatus.Cancelled) {
            expect(ORDER_STATUSES.indexOf(to)).toBe(ORDER_STATUSES.indexOf(from) + 1);
          }
        }
      }),
    );
    expect(canMoveOrder(OrderStatus.OutForDelivery, OrderStatus.Cancelled)).toBe(false);
  });

  it('is open exactly while it can still move', () => {
    fc.assert(
      fc.property(statusArb, (status) => {
        expect(isOpenOrder(status)).toBe(nextOrderStatuses(status).length > 0);
      }),
    );
  });
});
