import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_STATUSES,
  CustomerSearchFields,
  searchCustomers,
  searchOrders,
  type DemoCustomer,
  type DemoOrder,
} from '../../../src/domain/demo/customer';

const customerArb: fc.Arbitrary<DemoCustomer> = fc.record({
  id: fc.uuid(),
  name: fc.string({ maxLength: 6 }),
  avatar: fc.string({ maxLength: 6 }),
  email: fc.string({ maxLength: 6 }),
  location: fc.string({ maxLength: 6 }),
  orders: fc.nat(99),
  date: fc.constant('2026-01-01'),
  status: fc.constantFrom(...CUSTOMER_STATUSES),
});
const orderArb: fc.Arbitrary<DemoOrder> = fc.record({
  id: fc.string({ maxLength: 4 }),
  customer: fc.string({ maxLength: 6 }),
  product: fc.string({ maxLength: 6 }),
  quantity: fc.nat(9),
  price: fc.nat(999),
  date: fc.constant('2026-01-01'),
  status: fc.constantFrom(...CUSTOMER_STATUSES),
});

const contains = (value: string, key: string) => value.toLowerCase().includes(key.trim().toLowerCase());

describe('demo customer lists search', () => {
  it('keeps the customers whose name, email, location or status contains the key', () => {
    fc.assert(
      fc.property(fc.array(customerArb, { maxLength: 8 }), fc.string({ maxLength: 2 }), (items, key) => {
        expect(searchCustomers(items, key)).toEqual(
          items.filter((c) => [c.name, c.email, c.location, c.status].some((v) => contains(v, key))),
        );
      }),
    );
  });

  it('keeps the orders whose number, customer, product or status contains the key', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 8 }), fc.string({ maxLength: 2 }), (items, key) => {
        expect(searchOrders(items, key)).toEqual(
          items.filter((o) => [o.id, o.customer, o.product, o.status].some((v) => contains(v, key))),
        );
      }),
    );
  });

  it('never searches the avatar or the counts', () => {
    const customer: DemoCustomer = {
      id: '1',
      name: 'Ann',
      avatar: 'zebra.svg',
      email: 'ann@example.org',
      location: 'Erbil',
      orders: 42,
      date: '2026-01-01',
      status: 'Complete',
    };
    expect(searchCustomers([customer], 'zebra')).toEqual([]);
    expect(searchCustomers([customer], '42')).toEqual([]);
    expect(searchCustomers([customer], 'COMPLETE')).toEqual([customer]);
    expect(CustomerSearchFields.customers).toEqual(['name', 'email', 'location', 'status']);
  });
});
