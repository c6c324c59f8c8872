import { describe, expect, it } from 'vitest';
import type { DeskOrder, OrderDeskGateway } from '../../../../src/application/ports/order-desk-gateway';
import { AppErrors } from '../../../../src/domain/errors/app-error';
import { err, ok } from '../../../../src/domain/shared/result';
import { OrderStatus } from '../../../../src/domain/shop/order-status';
import { OrderDeskViewModel } from '../../../../src/ui/features/orders/order-desk.view-model';

const order = (id: string, status: OrderStatus): DeskOrder => ({
  id,
  status,
  subtotal: 10_000,
  deliveryFee: 3_000,
  total: 13_000,
  deliveryAddress: 'Gulan Street, Erbil',
  note: '',
  createdAt: 0,
  lines: [
    { itemId: 1, names: { english: 'Paracetamol', kurdish: '', arabic: '' }, quantity: 2, unitPrice: 5_000 },
  ],
  patientName: 'Rozh',
  phoneNumber: '+9647501234567',
});

const ORDERS = [
  order('1', OrderStatus.Pending),
  order('2', OrderStatus.Preparing),
  order('3', OrderStatus.OutForDelivery),
  order('4', OrderStatus.Delivered),
  order('5', OrderStatus.Cancelled),
];

function desk(move: OrderDeskGateway['move'], orders: readonly DeskOrder[] = ORDERS) {
  const calls: unknown[][] = [];
  let reads = 0;
  const gateway: OrderDeskGateway = {
    list: () => {
      reads += 1;
      return Promise.resolve(ok(orders));
    },
    move: (...args) => {
      calls.push(args);
      return move(...args);
    },
  };
  return { vm: new OrderDeskViewModel(gateway), calls, reads: () => reads };
}

describe('the order desk', () => {
  it('counts and shows the orders by filter: open, each open status, closed', async () => {
    const { vm } = desk(() => Promise.resolve(ok(OrderStatus.Preparing)));
    await vm.load();
    expect(vm.count('open')).toBe(3);
    expect(vm.count(OrderStatus.Pending)).toBe(1);
    expect(vm.count('closed')).toBe(2);
    vm.setFilter('closed');
    expect(vm.shown.map((o) => o.id)).toEqual(['4', '5']);
  });

  it('offers the rule’s steps: forward or cancel before it leaves, delivered once on its way, none when closed', async () => {
    const { vm } = desk(() => Promise.resolve(ok(OrderStatus.Preparing)));
    await vm.load();
    vm.select('1');
    expect(vm.steps).toEqual([OrderStatus.Preparing, OrderStatus.Cancelled]);
    vm.select('3');
    expect(vm.steps).toEqual([OrderStatus.Delivered]);
    vm.select('4');
    expect(vm.steps).toEqual([]);
    expect(await vm.move(OrderStatus.Cancelled)).toBe(false);
  });

  it('sends where the order was shown and shows it moved', async () => {
    const { vm, calls } = desk(() => Promise.resolve(ok(OrderStatus.Preparing)));
    await vm.load();
    vm.select('1');
    expect(await vm.move(OrderStatus.Preparing)).toBe(true);
    expect(calls).toEqual([['1', OrderStatus.Pending, OrderStatus.Preparing]]);
    expect(vm.selected?.status).toBe(OrderStatus.Preparing);
    expect(vm.moveError).toBeNull();
  });

  it('when someone moved it first, says so, shows where it is now and reads the desk again', async () => {
    const { vm, reads } = desk(() =>
      Promise.resolve(err(AppErrors.conflict({ code: 'StatusChanged', status: OrderStatus.Cancelled }))),
    );
    await vm.load();
    vm.select('2');
    expect(await vm.move(OrderStatus.OutForDelivery)).toBe(false);
    expect(vm.moveError).toBe('stale');
    expect(reads()).toBe(2);
  });

  it('a refused step, a lost connection and a missing right each have their own message; nothing moves', async () => {
    for (const [error, key] of [
      [AppErrors.conflict({ code: 'NotAllowed' }), 'notAllowed'],
      [AppErrors.networkFailure(), 'network'],
      [AppErrors.forbidden(), 'forbidden'],
    ] as const) {
      const { vm } = desk(() => Promise.resolve(err(error)));
      await vm.load();
      vm.select('1');
      expect(await vm.move(OrderStatus.Preparing)).toBe(false);
      expect(vm.moveError).toBe(key);
      expect(vm.selected?.status).toBe(OrderStatus.Pending);
    }
  });

  it('sends one move at a time: a second click while the first is on its way sends nothing', async () => {
    let answer: (value: Awaited<ReturnType<OrderDeskGateway['move']>>) => void = () => undefined;
    const { vm, calls } = desk(() => new Promise((resolve) => (answer = resolve)));
    await vm.load();
    vm.select('1');
    const first = vm.move(OrderStatus.Preparing);
    expect(await vm.move(OrderStatus.Preparing)).toBe(false);
    answer(ok(OrderStatus.Preparing));
    expect(await first).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
