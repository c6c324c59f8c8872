// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { LoadResourceList } from '../../../src/application/lists/load-resource-list';
import type { Translator } from '../../../src/application/ports/translator';
import type { ResourceGateway } from '../../../src/application/resources/resource-gateway';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { createStateStore } from '../../../src/application/shared/state-store';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { Language } from '../../../src/domain/preferences/language';
import { ok } from '../../../src/domain/shared/result';
import { HubName, HubState } from '../../../src/application/ports/realtime-hubs';
import { LinkStatusViewModel } from '../../../src/ui/features/link-status/link-status.view-model';
import { FakeRealtimeHubs } from '../../application/fakes/fake-realtime-hubs';
import { TestContainer } from '../app/test-container';
import type { TestServices } from '../app/test-container';
import { ResourceListPanel } from '../../../src/ui/features/resource-list/resource-list-panel.view';
import { messages } from '../../i18n/bundles';
import { reactPagePerTest } from '../../support/react-page';

const page = reactPagePerTest();

/** Services whose list call answers when the test says so. */
function servicesWithPendingList() {
  let answer: (rows: unknown[]) => void = () => undefined;
  const gateway = {
    load: () => new Promise((resolve) => (answer = (rows) => resolve(ok(rows)))),
  } as unknown as ResourceGateway;
  const quiet = { error: () => undefined, warn: () => undefined };
  const translator = {
    language: Language.English,
    t: (key: string, params?: Readonly<Record<string, string | number>>) =>
      (messages('en').get(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) =>
        String(params?.[name] ?? ''),
      ),
  } as Translator;
  const storage = { get: () => null, set: () => undefined, remove: () => undefined };
  const services = {
    translator,
    storage,
    resources: gateway,
    loadResourceList: new LoadResourceList(
      gateway,
      new LoadList(createStateStore(ForbiddenAreas.none()), quiet),
    ),
  } as unknown as TestServices;
  return { services, answer: (rows: unknown[]) => answer(rows) };
}

const doctors = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, nameEn: `Dr ${i + 1}` }));

describe('a list panel when its first rows arrive', () => {
  it('goes from the loading spinner to the first page of rows, never showing the reload spinner between', async () => {
    const { services, answer } = servicesWithPendingList();
    await act(async () => {
      page.root.render(
        <TestContainer services={services}>
          <MemoryRouter initialEntries={['/dashboard/doctors']}>
            <ResourceListPanel
              resourceKey={ResourceKey.Doctors}
              index={0}
              routeParams={{}}
              title="Doctors"
              showHeading={false}
            />
          </MemoryRouter>
        </TestContainer>,
      );
    });
    const body = () => page.container.querySelector('.list-body');
    expect(body()?.querySelector(`.${Classes.SPINNER}`)).not.toBeNull();
    expect(page.container.querySelectorAll('tbody tr')).toHaveLength(0);

    // Every state the page passes through on the way, not only the last one.
    const reloadSpinners: Element[] = [];
    const watcher = new MutationObserver((records) => {
      // Read where each node was added, not where it is now: it may be gone again already.
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            node.classList.contains(Classes.SPINNER) &&
            record.target instanceof Element &&
            record.target.classList.contains('list-panel')
          )
            reloadSpinners.push(node);
    });
    watcher.observe(page.container, { childList: true, subtree: true });
    await act(async () => answer(doctors(25)));
    watcher.disconnect();

    expect(reloadSpinners).toEqual([]);
    expect(body()?.querySelector(`.${Classes.SPINNER}`)).toBeNull();
    expect([...page.container.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(
      doctors(10).map((doctor) => doctor.nameEn),
    );
    expect(page.container.querySelector('[data-testid="page-of"]')?.textContent).toBe('Page 1 of 3');
  });

  it('reads its rows again when the live link comes back after a loss (a server restart)', async () => {
    const { services, answer } = servicesWithPendingList();
    const hubs = new FakeRealtimeHubs();
    const link = new LinkStatusViewModel(hubs);
    hubs.setState(HubName.Chat, HubState.Connected);
    await act(async () => {
      page.root.render(
        <TestContainer services={services} link={link}>
          <MemoryRouter initialEntries={['/dashboard/doctors']}>
            <ResourceListPanel
              resourceKey={ResourceKey.Doctors}
              index={0}
              routeParams={{}}
              title="Doctors"
              showHeading={false}
            />
          </MemoryRouter>
        </TestContainer>,
      );
    });
    await act(async () => answer(doctors(3)));
    const rows = () => [...page.container.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows()).toEqual(['Dr 1', 'Dr 2', 'Dr 3']);

    hubs.setState(HubName.Chat, HubState.Reconnecting);
    hubs.setState(HubName.Chat, HubState.Connected);
    await act(async () => hubs.emitReconnected());
    // The list asked again; meanwhile a fourth doctor was added on the server.
    await act(async () => answer(doctors(4)));
    expect(rows()).toEqual(['Dr 1', 'Dr 2', 'Dr 3', 'Dr 4']);
  });

  it.each([
    [ResourceKey.OtpCodes, true],
    // A list naming no other list: its one read is the list's own.
    [ResourceKey.Specialties, false],
  ])('re-reads %s on a patient code request (newRequest): %s', async (key, rereads) => {
    let reads = 0;
    const { services, answer } = servicesWithPendingList();
    const load = services.resources.load.bind(services.resources);
    (services.resources as { load: unknown }).load = (...args: Parameters<typeof load>) => {
      reads += 1;
      return load(...args);
    };
    const hubs = new FakeRealtimeHubs();
    const link = new LinkStatusViewModel(hubs);
    await act(async () => {
      page.root.render(
        <TestContainer services={services} link={link}>
          <MemoryRouter initialEntries={['/dashboard/CodeGeneration']}>
            <ResourceListPanel
              resourceKey={key}
              index={0}
              routeParams={{}}
              title="List"
              showHeading={false}
            />
          </MemoryRouter>
        </TestContainer>,
      );
    });
    await act(async () => answer([]));
    expect(reads).toBe(1);
    await act(async () => hubs.emitPhoneRequest({ phoneNumber: '+9647500000000' }));
    expect(reads).toBe(rereads ? 2 : 1);
  });
});
