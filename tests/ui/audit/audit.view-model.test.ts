import { describe, expect, it } from 'vitest';
import type { AuditState } from '../../../src/application/audit/audit-state';
import type { LoadAuditPage } from '../../../src/application/audit/load-audit-page';
import type { StateStore } from '../../../src/application/shared/state-store';
import { AuditViewModel } from '../../../src/ui/features/audit/audit.view-model';

/** A use case that records the pages asked for and answers with `pageCount` pages. */
function fakeLoad(pageCount: number) {
  const asked: (number | undefined)[] = [];
  const load: Pick<LoadAuditPage, 'execute'> = {
    execute: async (store: StateStore<AuditState>, page?: number) => {
      asked.push(page);
      const next = { ...store.get(), page: page ?? store.get().page, pageCount };
      store.set(next);
      return next;
    },
  };
  return { load, asked };
}

describe('the audit screen', () => {
  it('opens on the page of the link and loads it', async () => {
    const { load, asked } = fakeLoad(5);
    const vm = new AuditViewModel(load, 3);
    await vm.load();
    expect(asked).toEqual([undefined]);
    expect(vm.state.page).toBe(3);
  });

  it.each([
    [2, 2],
    [0, 1],
    [-4, 1],
    [9, 5],
  ])('asks for page %i as page %i of five', async (wanted, expected) => {
    const { load, asked } = fakeLoad(5);
    const vm = new AuditViewModel(load, 1);
    await vm.load();
    await vm.goToPage(wanted);
    expect(asked.at(-1)).toBe(expected);
    expect(vm.state.page).toBe(expected);
  });

  it('shows a load that could not start as a network failure, and loads again on Retry', async () => {
    let attempts = 0;
    const { load: working } = fakeLoad(5);
    const load: Pick<LoadAuditPage, 'execute'> = {
      execute: async (store, page) => {
        attempts += 1;
        if (attempts === 1) throw new Error('the chunk did not arrive');
        return working.execute(store, page);
      },
    };
    const vm = new AuditViewModel(load, 1);
    await vm.load();
    expect(vm.state.list.status).toEqual({ kind: 'error', failure: { code: 'NetworkFailure' } });
    await vm.load();
    expect(attempts).toBe(2);
    expect(vm.state.pageCount).toBe(5);
  });
});

describe('the audit screen filter and export', () => {
  const record = {
    id: 7,
    occurredAt: '2026-11-01T10:00:00.000Z',
    actorKind: 'staff',
    userName: 'admin',
    action: 'Login',
    area: null,
    entity: 'Session',
    entityId: null,
    outcome: 'success',
    reason: null,
    ip: '10.0.0.1',
  };
  const trail = (asked: unknown[]) => ({
    exportRecords: (filter: unknown) => {
      asked.push(filter);
      return Promise.resolve({ ok: true as const, value: [record] });
    },
    facets: () =>
      Promise.resolve({
        ok: true as const,
        value: { actions: ['Login'], areas: ['audit'], entities: ['Session'] },
      }),
    verify: () =>
      Promise.resolve({
        ok: true as const,
        value: { checked: 3, unchained: 0, broken: null, lastHash: 'x' },
      }),
  });
  const filter = { actor: 'adm', action: 'Login', area: '', entity: '', entityId: '', from: '', to: '' };

  it('opens the first page of a new filter, and asks nothing for the same one', async () => {
    const { load, asked } = fakeLoad(5);
    const vm = new AuditViewModel(load, 4);
    await vm.applyFilter(filter);
    expect(vm.state.filter).toEqual(filter);
    expect(vm.state.page).toBe(1);
    await vm.applyFilter({ ...filter });
    expect(asked).toHaveLength(1);
  });

  it("exports the filter's records with every column, in order", async () => {
    const asked: unknown[] = [];
    const { load } = fakeLoad(1);
    const vm = new AuditViewModel(load, 1, filter, trail(asked));
    const csv = await vm.exportCsv((rows) => rows.map((r) => r.join('|')).join('\n'));
    expect(asked).toEqual([filter]);
    expect(csv).toBe('7|2026-11-01T10:00:00.000Z|staff|admin|Login||Session||success||10.0.0.1');
    await vm.verifyChain();
    expect(vm.chain).toMatchObject({ kind: 'done', value: { checked: 3, broken: null } });
  });
});
