import type { ResourceGateway } from '../../../src/application/resources/resource-gateway';
import type { ReactNode } from 'react';
import type { LoadResourceList } from '../../../src/application/lists/load-resource-list';
import type { Resolver, Token } from '../../../src/application/shared/token';
import { AppViewModel, type AppServices } from '../../../src/ui/app/app.view-model';
import { ContainerContext } from '../../../src/ui/app/container-context';
import { ViewModels, type RecordEditorArgs, type ResourceListArgs } from '../../../src/ui/app/view-models';
import { RecordEditorViewModel } from '../../../src/ui/features/records/record-editor.view-model';
import type { RecordWritesGateway } from '../../../src/application/ports/record-writes-gateway';
import { EditRecord } from '../../../src/application/records/edit-record';
import { LinkStatusViewModel } from '../../../src/ui/features/link-status/link-status.view-model';
import { ResourceListViewModel } from '../../../src/ui/features/resource-list/resource-list.view-model';
import { FakeRealtimeHubs } from '../../application/fakes/fake-realtime-hubs';

/** What a view test hands its views: the shared state's services, and the lists' use case. */
export type TestServices = AppServices & {
  /** The reads of the lists and of their record drawers. */
  readonly resources: ResourceGateway;
  readonly loadResourceList: Pick<LoadResourceList, 'execute'>;
  /** The record writes of the lists' drawers; by default no list is written. */
  readonly writes?: RecordWritesGateway;
};

/** No list has records staff write: the lists draw as they did before records could be written. */
const NO_WRITES: RecordWritesGateway = {
  recordOfList: () => undefined,
  check: () => [],
  create: () => Promise.reject(new Error('no record is written in this test')),
  update: () => Promise.reject(new Error('no record is written in this test')),
  remove: () => Promise.reject(new Error('no record is written in this test')),
  uploadImage: () => Promise.reject(new Error('no record is written in this test')),
  importable: () => false,
  importRows: () => Promise.reject(new Error('no record is written in this test')),
};

/**
 * The container a view sees, over the test's own services: the shared state and the list
 * view-model factory, bound as `createDashboard` binds them. Asking for anything else is a test bug.
 */
export function testContainer(
  app: AppViewModel,
  services?: TestServices,
  link: LinkStatusViewModel = new LinkStatusViewModel(new FakeRealtimeHubs()),
): Resolver {
  const values = new Map<symbol, unknown>([
    [ViewModels.App, app],
    [ViewModels.LinkStatus, link],
  ]);
  if (services !== undefined) {
    values.set(
      ViewModels.ResourceList,
      ({ key, routeParams, initial }: ResourceListArgs) =>
        new ResourceListViewModel(services, key, routeParams, initial, app),
    );
    values.set(
      ViewModels.RecordEditor,
      ({ list, changed }: RecordEditorArgs) =>
        new RecordEditorViewModel(
          { editing: new EditRecord(services.writes ?? NO_WRITES), resources: services.resources },
          list,
          () => (app.session.status === 'loggedIn' ? app.session.user.areas : []),
          changed,
        ),
    );
  }
  const get = <T,>(token: Token<T>): T => {
    if (!values.has(token)) throw new Error(`No test binding for ${String(token)}`);
    return values.get(token) as T;
  };
  return { get, getAsync: async (token) => get(token) };
}

/** Draws `children` with the container a view test gives them. */
export function TestContainer({
  app,
  services,
  link,
  children,
}: {
  readonly app?: AppViewModel;
  readonly services?: TestServices;
  /** The live link's status; by default one over hubs that never change. */
  readonly link?: LinkStatusViewModel;
  readonly children: ReactNode;
}) {
  const shared = app ?? new AppViewModel(services as AppServices);
  return (
    <ContainerContext.Provider value={testContainer(shared, services, link)}>
      {children}
    </ContainerContext.Provider>
  );
}
