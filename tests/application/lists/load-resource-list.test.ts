import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { LoadResourceList } from '../../../src/application/lists/load-resource-list';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import type { ResourceRow } from '../../../src/application/resources/resource-values';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { initialListState, listFlags, type ListState } from '../../../src/domain/lists/list-state';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { CenterInstructionHeader } from '../../../src/domain/site/center-instruction-tree';
import { nonForbiddenErrorArb } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

function setUp() {
  const ports = fakePorts();
  const useCase = new LoadResourceList(ports.resources, new LoadList(ports.forbidden, ports.logger));
  return { ports, useCase };
}

const rowsStore = () => createStateStore<ListState<ResourceRow>>(initialListState());

describe('load a catalogued list', () => {
  it('loads the key with its path parameters and holds the answer', async () => {
    const { ports, useCase } = setUp();
    const rows = [{ id: 1 }, { id: 2 }];
    const headers: CenterInstructionHeader[] = [{ id: 'h1', title: 'Before surgery' }];
    ports.resources.succeeds(ResourceKey.CenterInstructionHeaders, headers);
    ports.resources.succeeds(ResourceKey.Orders, rows);
    const store = rowsStore();
    await useCase.execute(store, { key: ResourceKey.Orders });
    expect(store.get().items).toEqual(rows);
    const headerStore = createStateStore<ListState<CenterInstructionHeader>>(initialListState());
    await useCase.execute(headerStore, { key: ResourceKey.CenterInstructionHeaders, params: { id: 7 } });
    expect(headerStore.get().items).toEqual(headers);
    expect(ports.resources.calls).toEqual([
      { key: ResourceKey.Orders, params: undefined },
      { key: ResourceKey.CenterInstructionHeaders, params: { id: 7 } },
    ]);
  });

  it("a 403 marks the key's area forbidden", async () => {
    const { ports, useCase } = setUp();
    ports.resources.fails(ResourceKey.Orders, AppErrors.forbidden());
    const store = rowsStore();
    await useCase.execute(store, { key: ResourceKey.Orders });
    expect(listFlags(store.get().status).forbidden).toBe(true);
    expect(ports.forbidden.get().isForbidden(PermissionArea.Orders)).toBe(true);
  });

  it.each([ResourceKey.DashboardRoles, ResourceKey.PharmacyItemDetails, ResourceKey.LabTestProfiles])(
    'an empty answer of %s is an error',
    async (key) => {
      const { ports, useCase } = setUp();
      ports.resources.succeeds(key, []);
      const store = createStateStore<ListState<never>>(initialListState());
      await useCase.execute(store, { key });
      expect(store.get().status).toEqual({ kind: 'error', failure: { code: 'EmptyResult' } });
    },
  );

  it('clinic centers only log their errors', async () => {
    await fc.assert(
      fc.asyncProperty(nonForbiddenErrorArb, async (error) => {
        const { ports, useCase } = setUp();
        ports.resources.fails(ResourceKey.ClinicCenters, error);
        const store = rowsStore();
        await useCase.execute(store, { key: ResourceKey.ClinicCenters });
        expect(listFlags(store.get().status).error).toBe(false);
        expect(ports.logger.errors).toHaveLength(1);
      }),
    );
  });

  it('searches with the given predicate', async () => {
    const { ports, useCase } = setUp();
    // The assistants' list is passed on as rows: the record editor opens them whole.
    const assistants: ResourceRow[] = [
      { id: 1, fullName: 'Shilan Ahmed' },
      { id: 2, fullName: 'Karwan Ali' },
    ];
    ports.resources.succeeds(ResourceKey.DoctorAssistants, assistants);
    const store = createStateStore<ListState<ResourceRow>>({ ...initialListState(), query: 'ali' });
    await useCase.execute(store, {
      key: ResourceKey.DoctorAssistants,
      matches: (item, query) => String(item.fullName).toLowerCase().includes(query),
    });
    expect(store.get().filtered.map((a) => a.id)).toEqual([2]);
  });
});
