import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPolicy, type ListPolicy } from '../../../src/application/lists/list-policy';
import { LoadList } from '../../../src/application/lists/load-list';
import { searchList } from '../../../src/application/lists/search-list';
import { createStateStore } from '../../../src/application/shared/state-store';
import type { AppError } from '../../../src/domain/errors/app-error';
import { initialListState, listFlags, type ListState } from '../../../src/domain/lists/list-state';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { appErrorArb, FAILURE_PATHS, nonForbiddenErrorArb } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

const itemsArb = fc.array(fc.string({ maxLength: 5 }), { maxLength: 12 });
const contains = (item: string, query: string) => item.includes(query);
const POLICY = listPolicy<string>('names', PermissionArea.Doctors, { matches: contains });

function setUp() {
  const ports = fakePorts();
  const loadList = new LoadList(ports.forbidden, ports.logger);
  const store = createStateStore<ListState<string>>(initialListState());
  return { ports, loadList, store };
}

const answering =
  (result: Result<readonly string[], AppError>) => (): Promise<Result<readonly string[], AppError>> =>
    Promise.resolve(result);

describe('load any list', () => {
  it('starts loading, then holds the answer and stops loading', async () => {
    await fc.assert(
      fc.asyncProperty(itemsArb, async (items) => {
        const { loadList, store } = setUp();
        const seen: boolean[] = [];
        await loadList.execute(store, POLICY, () => {
          seen.push(listFlags(store.get().status).loading);
          return Promise.resolve(ok(items));
        });
        expect(seen).toEqual([true]);
        expect(store.get().items).toEqual(items);
        expect(listFlags(store.get().status)).toEqual({ loading: false, error: false, forbidden: false });
      }),
    );
  });

  it('a failed call sets the error flag and stops loading', async () => {
    await fc.assert(
      fc.asyncProperty(nonForbiddenErrorArb, async (error) => {
        const { loadList, store } = setUp();
        await loadList.execute(store, POLICY, answering(err(error)));
        expect(store.get().status).toEqual({ kind: 'error', failure: error });
        expect(listFlags(store.get().status)).toEqual({ loading: false, error: true, forbidden: false });
      }),
    );
  });

  it('a 403 sets the forbidden flag of the list and marks its area forbidden', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ALL_PERMISSION_AREAS), async (area) => {
        const { ports, loadList, store } = setUp();
        await loadList.execute(store, { ...POLICY, area }, answering(err({ code: 'Forbidden' })));
        expect(listFlags(store.get().status).forbidden).toBe(true);
        expect(ports.forbidden.get().areas).toEqual([area]);
      }),
    );
  });

  it('any other failure leaves the forbidden areas alone', async () => {
    await fc.assert(
      fc.asyncProperty(nonForbiddenErrorArb, async (error) => {
        const { ports, loadList, store } = setUp();
        const before = ports.forbidden.get();
        await loadList.execute(store, POLICY, answering(err(error)));
        expect(ports.forbidden.get()).toBe(before);
      }),
    );
  });

  it('a failure empties the list where the list says so, and keeps the last items otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(itemsArb, appErrorArb, fc.boolean(), async (items, error, emptyOnError) => {
        const { loadList, store } = setUp();
        const policy = { ...POLICY, emptyOnError };
        await loadList.execute(store, policy, answering(ok(items)));
        await loadList.execute(store, policy, answering(err(error)));
        expect(store.get().items).toEqual(emptyOnError ? [] : items);
      }),
    );
  });

  it('an empty answer is an error where empty is an error', async () => {
    const { loadList, store } = setUp();
    await loadList.execute(store, { ...POLICY, emptyIsError: true }, answering(ok([])));
    expect(store.get().status).toEqual({ kind: 'error', failure: { code: 'EmptyResult' } });
  });

  it('a list whose errors are only logged logs the failure and keeps its items without an error flag', async () => {
    await fc.assert(
      fc.asyncProperty(itemsArb, nonForbiddenErrorArb, async (items, error) => {
        const { ports, loadList, store } = setUp();
        const policy: ListPolicy<string> = { ...POLICY, errorsOnlyLogged: true };
        await loadList.execute(store, policy, answering(ok(items)));
        await loadList.execute(store, policy, answering(err(error)));
        expect(ports.logger.errors.map((line) => line.cause)).toEqual([error]);
        expect(store.get().items).toEqual(items);
        expect(listFlags(store.get().status)).toEqual({ loading: false, error: false, forbidden: false });
      }),
    );
  });

  it('keeps the search applied to the items of every later load', async () => {
    await fc.assert(
      fc.asyncProperty(itemsArb, itemsArb, fc.string({ maxLength: 2 }), async (first, second, query) => {
        const { loadList, store } = setUp();
        await loadList.execute(store, POLICY, answering(ok(first)));
        searchList(store, POLICY, query);
        await loadList.execute(store, POLICY, answering(ok(second)));
        expect(store.get().filtered).toEqual(second.filter((item) => item.includes(query)));
      }),
    );
  });

  it('shows the answer of the call started last, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(itemsArb, { minLength: 1, maxLength: 4 }),
        async (s, answers) => {
          const { loadList, store } = setUp();
          const calls = answers.map((items) =>
            loadList.execute(store, POLICY, () => s.schedule(Promise.resolve(ok(items)))),
          );
          await s.waitIdle();
          await Promise.all(calls);
          expect(store.get().items).toEqual(answers[answers.length - 1]);
          expect(store.get().status.kind).toBe('loaded');
        },
      ),
    );
  });

  it.each(FAILURE_PATHS)(
    'a $name failure ends the loading with the error or forbidden flag',
    async ({ error }) => {
      const { loadList, store } = setUp();
      await loadList.execute(store, POLICY, answering(err(error)));
      const flags = listFlags(store.get().status);
      expect(flags.loading).toBe(false);
      expect(flags.error).toBe(true);
      expect(flags.forbidden).toBe(error.code === 'Forbidden');
    },
  );
});
