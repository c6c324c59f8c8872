// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createDashboardContainer,
  createSiteContainer,
  resolve,
  resolveAsync,
  Tokens,
} from '../../../src/adapters/container';
import { FetchHttpClient } from '../../../src/adapters/http/fetch-http-client';
import { initialChatHistory } from '../../../src/application/chat/chat-history-state';
import { initialMyProfiles } from '../../../src/application/patient/patient-lists';
import { INITIAL_SESSION, type SessionState } from '../../../src/domain/session/session-state';
import { createStateStore } from '../../../src/application/shared/state-store';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { FakePatientGateway } from '../../application/fakes/fake-patient-gateway';
import { FakeResourceGateway } from '../../application/fakes/fake-resource-gateway';
import { FakeSessionGateway, SAMPLE_GRANT, SAMPLE_USER } from '../../application/fakes/fake-session-gateway';
import { reply, startTestServer, type TestServer } from '../support/http-test-server';
import { clearBrowser, dashboardOptions, siteOptions, testPage } from './container-setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(clearBrowser);

describe('an integrator rebinding one port', () => {
  it('LogIn and LogOut use the rebound SessionGateway, and the real token store keeps its grant', async () => {
    const container = createDashboardContainer(dashboardOptions(server.origin, testPage()));
    const session = new FakeSessionGateway();
    container.rebind(Tokens.SessionGateway).toConstantValue(session);

    const tokens = resolve(container, Tokens.TokenStore);
    const store = createStateStore<SessionState>(INITIAL_SESSION);
    const result = await resolve(container, Tokens.LogIn).execute(store, 'admin', 'secret');
    const kept = [tokens.serviceToken(), tokens.chatToken()];
    await resolve(container, Tokens.LogOut).execute(store);

    expect(result).toEqual({ ok: true, value: SAMPLE_USER });
    expect(kept).toEqual([SAMPLE_GRANT.serviceToken, SAMPLE_GRANT.chatToken]);
    expect([tokens.serviceToken(), store.get().status]).toEqual([null, 'loggedOut']);
    expect(session.answers.login.calls).toEqual([['admin', 'secret']]);
    expect(session.answers.logout.count).toBe(1);
    expect(server.requests).toEqual([]);
  });

  it('the chat gateway follows a rebound ResourceGateway: its reads are catalogue reads', async () => {
    const container = createDashboardContainer(dashboardOptions(server.origin, testPage()));
    const rows = [
      {
        name: 'Shilan Omar',
        phoneNumber: '0750',
        unseenByAdmin: 1,
        superUserId: asChatUserId('8'),
        isOnline: false,
      },
    ];
    const resources = new FakeResourceGateway().succeeds(ResourceKey.LatestPatients, rows);
    container.rebind(Tokens.ResourceGateway).toConstantValue(resources);

    const state = await (
      await resolveAsync(container, Tokens.LoadLatestPatients)
    ).execute(createStateStore(initialChatHistory()));

    expect(state.list.items).toEqual(rows);
    expect(resources.calls.map((call) => call.key)).toEqual([ResourceKey.LatestPatients]);
    expect(server.requests).toEqual([]);
  });

  it('every gateway follows a rebound HttpClient: the transport is one binding', async () => {
    const other = await startTestServer();
    try {
      other.handle((_q, response) => reply(response, 200, []));
      const container = createSiteContainer(siteOptions(server.origin, testPage()));
      container.rebind(Tokens.HttpClient).toConstantValue(
        new FetchHttpClient({
          apiHost: other.origin,
          tokens: { serviceToken: () => null, patientToken: () => 'other-token' },
          maxRetries: 0,
        }),
      );
      await (
        await resolveAsync(container, Tokens.LoadMyProfiles)
      ).execute(createStateStore(initialMyProfiles()));
      expect(other.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
        ['/api/Patient/GetAllMyPatients', 'Bearer other-token'],
      ]);
      expect(server.requests).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('a fake bound in the site container is what the profiles use case calls', async () => {
    const container = createSiteContainer(siteOptions(server.origin, testPage()));
    const patient = new FakePatientGateway();
    patient.answers.myProfiles.succeeds([]);
    container.rebind(Tokens.PatientGateway).toConstantValue(patient);
    const state = await (
      await resolveAsync(container, Tokens.LoadMyProfiles)
    ).execute(createStateStore(initialMyProfiles()));
    expect([patient.answers.myProfiles.count, state.noOtherProfile]).toEqual([1, true]);
  });
});
