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
