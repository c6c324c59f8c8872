import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { ListEvent } from '../../../src/domain/lists/list-event';
import type { ListOptions } from '../../../src/domain/lists/list-options';
import { listReducer } from '../../../src/domain/lists/list-reducer';
import { initialListState, listFlags, type ListState } from '../../../src/domain/lists/list-state';
import { nonForbiddenError } from './app-error.arbitrary';
import {
  items,
  listEvent,
  listEvents,
  listOptions,
  matches,
  query,
  terminalEvent,
  type Item,
} from './list-item.arbitrary';

const run = (
  options: ListOptions<Item>,
  events: readonly ListEvent<Item>[],
  from = initialListState<Item>(),
) => events.reduce(listReducer(options), from);

/** `sub` is `all` with some elements left out, order kept, nothing added (by identity). */
function isSubsequence<T>(sub: readonly T[], all: readonly T[]): boolean {
  let i = 0;
  for (const x of all) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('the list-state reducer', () => {
  it('keeps the filtered copy a subset of the items, in the same order', () => {
    fc.assert(
      fc.property(listOptions, listEvents, (o, events) => {
        const s = run(o, events);
        return isSubsequence(s.filtered, s.items) && s.filtered.every((i) => matches(i, s.query));
      }),
    );
  });

  it('keeps in the filtered copy every item that matches the query', () => {
    fc.assert(
      fc.property(listOptions, listEvents, (o, events) => {
        const s = run(o, events);
        return s.filtered.length === s.items.filter((i) => matches(i, s.query)).length;
      }),
    );
  });

  it('makes the filtered copy equal to the items when the query is empty', () => {
    fc.assert(
      fc.property(listOptions, listEvents, (o, events) => {
        const s = run(o, [...events, ListEvent.searched('')]);
        return s.filtered === s.items;
      }),
    );
  });

  it('sets the error flag whenever the list is forbidden', () => {
    fc.assert(
      fc.property(listOptions, listEvents, (o, events) => {
        const flags = listFlags(run(o, events).status);
        return !flags.forbidden || flags.error;
      }),
    );
  });

  it('sets the forbidden flag on a 403', () => {
    fc.assert(
      fc.property(
        listOptions,
        listEvents,
        (o, events) =>
          run(o, [...events, ListEvent.failed(AppErrors.forbidden())]).status.kind === 'forbidden',
      ),
    );
  });

  it('sets the error flag, not the forbidden one, on any other failure', () => {
    fc.assert(
      fc.property(listOptions, listEvents, nonForbiddenError, (o, events, e) => {
        const s = run(o, [...events, ListEvent.failed(e)]);
        return s.status.kind === 'error' && s.status.failure === e;
      }),
    );
  });

  it('turns loading off after any terminal event', () => {
    fc.assert(
      fc.property(
        listOptions,
        listEvents,
        terminalEvent,
        (o, events, last) => !listFlags(run(o, [...events, ListEvent.started(), last]).status).loading,
      ),
    );
  });

  it('turns loading on when a call starts, keeping the last items on screen', () => {
    fc.assert(
      fc.property(listOptions, listEvents, (o, events) => {
        const before = run(o, events);
        const after = run(o, [ListEvent.started()], before);
        return (
          after.status.kind === 'loading' &&
          after.items === before.items &&
          after.filtered === before.filtered
        );
      }),
    );
  });

  it('never leaves a list whose empty result is an error loaded with zero items', () => {
    fc.assert(
      fc.property(listOptions, listEvents, (o, events) => {
        const s = run({ ...o, emptyIsError: true }, events);
        return !(s.status.kind === 'loaded' && s.items.length === 0);
      }),
    );
  });

  it('turns an empty result into an error on a list whose empty result is an error', () => {
    fc.assert(
      fc.property(listOptions, listEvents, (o, events) => {
        const s = run({ ...o, emptyIsError: true }, [...events, ListEvent.succeeded([])]);
        return s.status.kind === 'error' && s.status.failure.code === 'EmptyResult' && s.items.length === 0;
      }),
    );
  });

  it('loads an empty result on the other lists', () => {
    fc.assert(
      fc.property(listOptions, listEvents, (o, events) => {
        const s = run({ ...o, emptyIsError: false }, [...events, ListEvent.succeeded([])]);
        return s.status.kind === 'loaded' && s.items.length === 0;
      }),
    );
  });

  it('empties the list on error when the list empties on error', () => {
    fc.assert(
      fc.property(
        listOptions,
        listEvents,
        terminalEvent.filter((e) => e.type === 'failed'),
        (o, events, failure) => {
          const s = run({ ...o, emptyOnError: true }, [...events, failure]);
          return s.items.length === 0 && s.filtered.length === 0;
        },
      ),
    );
  });

  it('keeps the last items on error on the other lists', () => {
    fc.assert(
      fc.property(
        listOptions,
        listEvents,
        terminalEvent.filter((e) => e.type === 'failed'),
        (o, events, failure) => {
          const options = { ...o, emptyOnError: false };
          const before = run(options, events);
          const after = run(options, [failure], before);
          return after.items === before.items && after.filtered === before.filtered;
        },
      ),
    );
  });

  it('keeps the query applied when a success follows a search', () => {
    fc.assert(
      fc.property(listOptions, listEvents, query, items, (o, events, q, xs) => {
        fc.pre(xs.length > 0);
        const s = run(o, [...events, ListEvent.searched(q), ListEvent.started(), ListEvent.succeeded(xs)]);
        return (
          s.query === q &&
          s.filtered.length === xs.filter((i) => matches(i, q)).length &&
          isSubsequence(s.filtered, xs)
        );
      }),
    );
  });

  it('re-filters a loaded list on search', () => {
    fc.assert(
      fc.property(listOptions, items, query, (o, xs, q) => {
        fc.pre(xs.length > 0);
        const s = run(o, [ListEvent.succeeded(xs), ListEvent.searched(q)]);
        return s.status.kind === 'loaded' && s.filtered.length === xs.filter((i) => matches(i, q)).length;
      }),
    );
  });

  it('keeps every item in the filtered copy of a list without search', () => {
    fc.assert(
      fc.property(listEvents, (events) => {
        const s = run({ emptyOnError: false, emptyIsError: false }, events);
        return s.filtered === s.items;
      }),
    );
  });

  describe("the spec's sequences", () => {
    const a: Item = { id: 1, label: 'ab' };
    const b: Item = { id: 2, label: 'ba' };
    const c: Item = { id: 3, label: 'bb' };
    const keep: ListOptions<Item> = { emptyOnError: false, emptyIsError: false, matches };
    const empty: ListOptions<Item> = { emptyOnError: true, emptyIsError: false, matches };
    const strict: ListOptions<Item> = { emptyOnError: true, emptyIsError: true, matches };
    it.each<[string, ListOptions<Item>, ListEvent<Item>[], Partial<ListState<Item>>]>([
      ['starts in loading', keep, [], { status: { kind: 'loading' }, items: [] }],
      [
        'a success fills the list and stops loading',
        keep,
        [ListEvent.succeeded([a, b])],
        { status: { kind: 'loaded' }, items: [a, b], filtered: [a, b] },
      ],
      [
        'a failure sets the error flag',
        keep,
        [ListEvent.failed(AppErrors.networkFailure())],
        { status: { kind: 'error', failure: AppErrors.networkFailure() } },
      ],
      [
        'a 403 sets forbidden',
        keep,
        [ListEvent.failed(AppErrors.forbidden())],
        { status: { kind: 'forbidden' } },
      ],
      [
        'a failed reload keeps the last items',
        keep,
        [ListEvent.succeeded([a]), ListEvent.started(), ListEvent.failed(AppErrors.timeout())],
        { items: [a], filtered: [a] },
      ],
      [
        'a failed reload empties the list',
        empty,
        [ListEvent.succeeded([a]), ListEvent.started(), ListEvent.failed(AppErrors.timeout())],
        { items: [], filtered: [] },
      ],
      [
        'an empty role list is an error',
        strict,
        [ListEvent.succeeded([])],
        { status: { kind: 'error', failure: { code: 'EmptyResult' } }, items: [] },
      ],
      [
        'a search filters',
        keep,
        [ListEvent.succeeded([a, b, c]), ListEvent.searched('a')],
        { query: 'a', filtered: [a, b] },
      ],
      [
        'a reload after a search keeps it',
        keep,
        [
          ListEvent.succeeded([a]),
          ListEvent.searched('bb'),
          ListEvent.started(),
          ListEvent.succeeded([a, b, c]),
        ],
        { query: 'bb', filtered: [c] },
      ],
      [
        'clearing the search shows everything',
        keep,
        [ListEvent.succeeded([a, b, c]), ListEvent.searched('bb'), ListEvent.searched('')],
        { filtered: [a, b, c] },
      ],
    ])('%s', (_name, options, events, expected) => {
      expect(run(options, events)).toMatchObject(expected);
    });
  });
});

/** The model: what the spec says a list holds, kept by the simplest code that can say it. */
interface Model {
  kind: 'loading' | 'loaded' | 'error' | 'forbidden';
  items: readonly Item[];
  query: string;
}
interface Real {
  state: ListState<Item>;
  readonly reduce: (s: ListState<Item>, e: ListEvent<Item>) => ListState<Item>;
  readonly options: ListOptions<Item>;
}

class Apply implements fc.Command<Model, Real> {
  constructor(readonly event: ListEvent<Item>) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const e = this.event;
    const o = r.options;
    if (e.type === 'started') m.kind = 'loading';
    if (e.type === 'searched') m.query = e.query;
    if (e.type === 'succeeded' && e.items.length === 0 && o.emptyIsError)
      Object.assign(m, { kind: 'error', items: [] });
    else if (e.type === 'succeeded') Object.assign(m, { kind: 'loaded', items: e.items });
    if (e.type === 'failed') {
      m.kind = e.error.code === 'Forbidden' ? 'forbidden' : 'error';
      if (o.emptyOnError) m.items = [];
    }
    r.state = r.reduce(r.state, e);
    expect(r.state.status.kind).toBe(m.kind);
    expect(r.state.items).toStrictEqual(m.items);
    expect(r.state.query).toBe(m.query);
    expect(r.state.filtered).toStrictEqual(m.items.filter((i) => m.query === '' || matches(i, m.query)));
  }
  toString = () => JSON.stringify(this.event);
}

describe('the list-state reducer against its model', () => {
  it('follows the model over any sequence of calls and searches', () => {
    fc.assert(
      fc.property(
        listOptions,
        fc.commands([listEvent.map((e) => new Apply(e))], { maxCommands: 30 }),
        (options, cmds) => {
          const model: Model = { kind: 'loading', items: [], query: '' };
          const real: Real = { state: initialListState(), reduce: listReducer(options), options };
          fc.modelRun(() => ({ model, real }), cmds);
        },
      ),
    );
  });
});
