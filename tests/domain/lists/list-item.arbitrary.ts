import fc from 'fast-check';
import { ListEvent } from '../../../src/domain/lists/list-event';
import type { ListOptions } from '../../../src/domain/lists/list-options';
import { appError } from './app-error.arbitrary';

export interface Item {
  readonly id: number;
  readonly label: string;
}

/** A two-letter alphabet, so short queries match some labels and miss others. */
const text = (maxLength: number) => fc.string({ unit: fc.constantFrom('a', 'b'), maxLength });

export const item: fc.Arbitrary<Item> = fc.record({ id: fc.nat(), label: text(4) });
export const items = fc.array(item, { maxLength: 12 });
export const query = text(2);

export const matches = (i: Item, q: string): boolean => i.label.includes(q);

export const listOptions: fc.Arbitrary<ListOptions<Item>> = fc.record({
  emptyOnError: fc.boolean(),
  emptyIsError: fc.boolean(),
  matches: fc.constant(matches),
});

export const listEvent: fc.Arbitrary<ListEvent<Item>> = fc.oneof(
  fc.constant(ListEvent.started()),
  items.map((xs) => ListEvent.succeeded(xs)),
  fc.constant(ListEvent.succeeded<Item>([])),
  appError.map(ListEvent.failed),
  query.map(ListEvent.searched),
);

export const listEvents = fc.array(listEvent, { maxLength: 15 });

export const terminalEvent: fc.Arbitrary<ListEvent<Item>> = fc.oneof(
  items.map((xs) => ListEvent.succeeded(xs)),
  appError.map(ListEvent.failed),
);
