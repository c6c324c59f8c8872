import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { LoadResourceList } from '../../../src/application/lists/load-resource-list';
import type { Logger } from '../../../src/application/ports/logger';
import type { ResourceGateway } from '../../../src/application/resources/resource-gateway';
import { ResourceKey, type ResourceKey as Key } from '../../../src/application/resources/resource-key';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { ResourceListViewModel } from '../../../src/ui/features/resource-list/resource-list.view-model';
import { Paging } from '../../../src/ui/features/resource-list/table-model';

const quiet: Logger = { error: () => undefined, warn: () => undefined };

/** A gateway answering every key with `answer`, and remembering what it was asked. */
function setUp(answer: Result<unknown, AppError>, key: Key = ResourceKey.Doctors, params = {}) {
  const calls: unknown[][] = [];
  const gateway = {
    load: async (...args: unknown[]) => {
      calls.push(args);
      return answer;
    },
  } as unknown as ResourceGateway;
  const load = new LoadResourceList(gateway, new LoadList(createStateStore(ForbiddenAreas.none()), quiet));
  const vm = new ResourceListViewModel({ loadResourceList: load, resources: gateway }, key, params, {
    query: '',
    page: Paging.FirstPage,
    sort: null,
  });
  return { vm, calls };
}

const doctors = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Dr ${i + 1}` }));

describe('a list screen', () => {
  it('starts loading, then shows the first page of ten', async () => {
    const { vm } = setUp(ok(doctors(25)));
    expect(vm.state.status.kind).toBe('loading');
    await vm.load();
    expect(vm.state.status.kind).toBe('loaded');
    expect(vm.pageRows).toHaveLength(10);
    expect(vm.pageCount).toBe(3);
    expect(vm.columns).toEqual(['id', 'name']);
  });

  it.each([
    [AppErrors.forbidden(), 'forbidden'],
    [AppErrors.notFound(null), 'error'],
    [AppErrors.networkFailure(), 'error'],
  ])('after the failure %j shows the %s state', async (error, kind) => {
    const { vm } = setUp(err(error));
    await vm.load();
    expect(vm.state.status.kind).toBe(kind);
  });

  it('goes back to the first page on every new search, and finds only matching rows', async () => {
    const { vm } = setUp(ok(doctors(40)));
    await vm.load();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.string({ maxLength: 3 }), (page, query) => {
        vm.goToPage(page);
        vm.search(query);
        expect(vm.page).toBe(Paging.FirstPage);
        const needle = query.trim().toLowerCase();
        expect(vm.state.filtered.length).toBe(
          needle === ''
            ? 40
            : doctors(40).filter((d) => `${d.id} ${d.name}`.toLowerCase().includes(needle)).length,
        );
      }),
    );
  });

  it('cycles a column through ascending, descending and the server order', async () => {
    const { vm } = setUp(ok(doctors(3)));
    await vm.load();
    vm.toggleSort('id');
    expect(vm.shownRows.map((r) => (r as { id: number }).id)).toEqual([1, 2, 3]);
    vm.toggleSort('id');
    expect(vm.shownRows.map((r) => (r as { id: number }).id)).toEqual([3, 2, 1]);
    vm.toggleSort('id');
    expect(vm.sort).toBeNull();
  });

  it('shows a single record as one row', async () => {
    const { vm } = setUp(ok({ phone: '123', email: 'a@b.c' }), ResourceKey.ContactUs);
    await vm.load();
    expect(vm.state.status.kind).toBe('loaded');
    expect(vm.shownRows).toEqual([{ phone: '123', email: 'a@b.c' }]);
  });

  it('passes the route parameters a list needs, and fails without calling when one is missing', async () => {
    const withId = setUp(ok([]), ResourceKey.DoctorFeedbacks, { id: '7' });
    await withId.vm.load();
    expect(withId.calls).toEqual([[ResourceKey.DoctorFeedbacks, { id: '7' }]]);
    const withoutId = setUp(ok([]), ResourceKey.DoctorFeedbacks, {});
    await withoutId.vm.load();
    expect(withoutId.calls).toEqual([]);
    expect(withoutId.vm.state.status.kind).toBe('error');
  });
});
