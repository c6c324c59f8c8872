import { columns } from '../catalogue/trilingual';
import type { Rows, RowSet } from './network-rows';
import type { AppUserRef } from './patients';
import type { PharmacyItemRef } from './pharmacy-lab';
import type { SeedContext } from './seed-context';

export const ORDER_COUNT = 600;

const ADDRESSES = [
  'Gulan Street, Erbil',
  'Ankawa, Erbil',
  'Dream City, Erbil',
  'Italian Village, Erbil',
  'Salim Street, Sulaymaniyah',
  'Bakhtiari, Sulaymaniyah',
  'Raparin, Sulaymaniyah',
  'Masike, Duhok',
  'Nawroz Street, Duhok',
  'Zakho centre',
  'Soran bazaar',
  'Halabja, Main Street',
];

/** Pharmacy orders of the last four months with their items (delivery addresses are districts). */
export function buildOrders(
  context: SeedContext,
  users: readonly AppUserRef[],
  items: readonly PharmacyItemRef[],
): RowSet {
  const prng = context.prng.fork('orders');
  const buyable = items.filter((i) => i.partition !== 'supplies' || prng.chance(0.2));
  const orders: Rows<'orders'> = [];
  const order_items: Rows<'order_items'> = [];
  for (let n = 0; n < ORDER_COUNT; n++) {
    const id = n + 1;
    const user = prng.pick(users);
    const daysAgo = prng.int(0, 120);
    const status =
      daysAgo === 0
        ? prng.weighted([
            ['Pending', 4],
            ['Preparing', 3],
            ['OutForDelivery', 2],
          ] as const)
        : prng.weighted([
            ['Delivered', 88],
            ['Cancelled', 12],
          ] as const);
    const lines = prng.sample(
      buyable,
      prng.weighted([
        [1, 4],
        [2, 3],
        [3, 2],
        [4, 1],
        [5, 1],
      ] as const),
    );
    let total = 0;
    for (const item of lines) {
      const quantity = prng.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ] as const);
      total += quantity * item.price;
      order_items.push({
        order_id: id,
        pharmacy_item_id: item.id,
        quantity,
        unit_price: item.price,
        ...columns('name', item.name),
      });
    }
    // Delivery costs 3,000 IQD below 50,000 (app preferences `deliveryFee`, `freeDeliveryFrom`).
    const delivery_fee = total < 50_000 ? 3_000 : 0;
    total += delivery_fee;
    orders.push({
      id,
      app_user_id: user.id,
      status,
      total,
      delivery_fee,
      delivery_address: prng.pick(ADDRESSES),
      phone_number: user.phoneNumber,
      note: prng.chance(0.15)
        ? prng.pick(['Please call before arriving', 'Leave it with the guard', 'Evening delivery please'])
        : '',
      // Open orders were placed last evening; the rest earlier. Nothing is dated on the seed day itself.
      created_at: context.clock.at(
        -daysAgo - (daysAgo === 0 ? 1 : 0),
        daysAgo === 0 ? prng.int(18 * 60, 23 * 60) : prng.int(8 * 60, 22 * 60),
      ),
    });
  }
  return { orders, order_items };
}
