// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resolve, resolveAsync, Tokens } from '../../../src/adapters/container';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { createDashboard } from '../../../src/create-dashboard';
import { ViewModels } from '../../../src/ui/app/view-models';
import { FakeAuditGateway } from '../../application/fakes/fake-audit-gateway';
import { FakeResourceGateway } from '../../application/fakes/fake-resource-gateway';
import { clearBrowser, dashboardOptions, testPage } from '../../adapters/container/container-setup';

beforeEach(clearBrowser);

const NOWHERE = 'http://127.0.0.1:9';
const AUDIT_RECORD = {
  id: 'a-1',
  userName: 'archive',
  action: 'Signed the stock count',
  occurredAt: 0,
  details: 'from the archive',
};

describe("the dashboard's container with its screens' view-model factories", () => {
  it('gives every screen a fresh view-model over the one shared state', async () => {
    const container = createDashboard(dashboardOptions(NOWHERE, testPage()));
    const audit = await resolveAsync(container, ViewModels.Audit);
    expect(audit(1)).not.toBe(audit(1));
    expect(resolve(container, ViewModels.App)).toBe(resolve(container, ViewModels.App));
    // Once resolved, the screen gets the same factory synchronously while it draws.
    expect(resolve(container, ViewModels.Audit)).toBe(audit);
  });

  it("builds a screen's view-model factory only once its code is asked for", () => {
    const container = createDashboard(dashboardOptions(NOWHERE, testPage()));
    expect(() => resolve(container, ViewModels.ResourceList)).toThrow(/asynchronous/i);
  });

  it('builds the app users, chat list and chat departments screens from their own chunks, a fresh view-model each time', async () => {
    const container = createDashboard(dashboardOptions(NOWHERE, testPage()));
    expect(() => resolve(container, ViewModels.AppUsers)).toThrow(/asynchronous/i);
    const appUsers = await resolveAsync(container, ViewModels.AppUsers);
    const chatList = await resolveAsync(container, ViewModels.ChatList);
    expect(appUsers()).not.toBe(appUsers());
    expect(chatList()).not.toBe(chatList());
    const departments = await resolveAsync(container, ViewModels.ChatDepartments);
    expect(departments()).not.toBe(departments());
  });

  it("applies the deployment's rebind last: the audit screen's view-model reads the rebound gateway", async () => {
    const archive = new FakeAuditGateway();
    archive.answers.page.succeeds({ records: [AUDIT_RECORD], count: 1 });
    const container = createDashboard({
      ...dashboardOptions(NOWHERE, testPage()),
      rebind: (c) => c.rebind(Tokens.AuditGateway).toConstantValue(archive),
    });
    const vm = (await resolveAsync(container, ViewModels.Audit))(1);
    await vm.load();
    expect(vm.state.list.items).toEqual([AUDIT_RECORD]);
    expect(archive.answers.page.count).toBe(1);
  });

  it("loads a single record through the container's resource gateway, whatever its class", async () => {
    const resources = new FakeResourceGateway().succeeds(ResourceKey.AppConfig, { id: 1 } as never);
    const container = createDashboard({
      ...dashboardOptions(NOWHERE, testPage()),
      rebind: (c) => c.rebind(Tokens.ResourceGateway).toConstantValue(resources),
    });
    const vm = (await resolveAsync(container, ViewModels.ResourceList))({
      key: ResourceKey.AppConfig,
      routeParams: {},
      initial: { query: '', page: 1, sort: null },
    });
    await vm.load();
    expect(vm.state.status.kind).toBe('loaded');
    expect(resources.calls.map((call) => call.key)).toEqual([ResourceKey.AppConfig]);
  });

  it('keeps the demo group on unless the runtime config says no, and builds its view-models from its own chunk', async () => {
    const options = dashboardOptions(NOWHERE, testPage());
    const on = createDashboard(options);
    expect(resolve(on, ViewModels.DemoEnabled)).toBe(true);
    expect(() => resolve(on, ViewModels.Demo)).toThrow(/asynchronous/i);
    const demo = await resolveAsync(on, ViewModels.Demo);
    expect(demo.shop()).not.toBe(demo.shop());
    const off = createDashboard({ ...options, config: { ...options.config, demo: false } });
    expect(resolve(off, ViewModels.DemoEnabled)).toBe(false);
  });
});
