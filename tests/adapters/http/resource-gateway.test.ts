import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchHttpClient } from '../../../src/adapters/http/fetch-http-client';
import { FetchResourceGateway } from '../../../src/adapters/http/resource-gateway';
import { RESOURCE_READS } from '../../../src/adapters/http/resource-reads';
import { fillPath } from '../../../src/contract/shared/wire-call';
import { LoadList } from '../../../src/application/lists/load-list';
import { ClientApp } from '../../../src/application/resources/client-app';
import {
  ALL_RESOURCE_KEYS,
  RESOURCES,
  ResourceKey,
  ResourceShape,
} from '../../../src/application/resources/resource-key';
import { resourceListPolicy } from '../../../src/application/resources/resource-list-policy';
import type { ListResourceKey } from '../../../src/application/resources/resource-values';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { initialListState, type ListState } from '../../../src/domain/lists/list-state';
import { reply, startTestServer, type TestServer } from '../support/http-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TOKENS = { staff: 'Bearer staff-token', patient: 'Bearer patient-token', none: undefined } as const;

function gateway(app: ClientApp): FetchResourceGateway {
  const http = new FetchHttpClient({
    apiHost: server.origin,
    tokens: { serviceToken: () => 'staff-token', patientToken: () => 'patient-token' },
    maxRetries: 0,
  });
  return new FetchResourceGateway({ http, app });
}

/** Calls `load` with whatever parameters the key takes; the tests iterate over every key. */
function load(g: FetchResourceGateway, key: ResourceKey, params: Record<string, string | number> = {}) {
  return (
    g.load as (
      key: ResourceKey,
      params?: Record<string, string | number>,
    ) => ReturnType<FetchResourceGateway['load']>
  )(key, params);
}

/** The smallest answer each key accepts: an empty list, or an empty single value. */
const SINGLE_ANSWERS: Partial<Record<ResourceKey, unknown>> = {
  [ResourceKey.ChatMessages]: { chats: [] },
  [ResourceKey.UnreadChatCount]: 0,
  [ResourceKey.WhyChooseUs]: { items: [] },
  [ResourceKey.ContactUs]: {
    id: 1,
    centerId: null,
    phoneNumber: '+9647504400000',
    whatsappNumber: '+9647504400000',
    email: 'info@example.org',
    addressEn: 'Erbil',
    addressKu: 'هەولێر',
    addressAr: 'أربيل',
    workingHoursEn: '08:00-22:00',
    workingHoursKu: '٠٨:٠٠-٢٢:٠٠',
    workingHoursAr: '٠٨:٠٠-٢٢:٠٠',
    facebookUrl: null,
    instagramUrl: null,
    websiteUrl: null,
    sortOrder: 0,
    centers: [],
  },
};
const emptyAnswer = (key: ResourceKey) =>
  RESOURCES[key].shape === ResourceShape.List ? [] : (SINGLE_ANSWERS[key] ?? {});

const paramsOf = (key: ResourceKey) =>
  Object.fromEntries(RESOURCES[key].params.map((name, i) => [name, `${name}-${i + 7}`]));

const loads = ALL_RESOURCE_KEYS.flatMap((key) => RESOURCES[key].apps.map((app) => [key, app] as const));

describe('FetchResourceGateway over a real HTTP server', () => {
  it.each(loads)('%s from the %s: GET of its wire path with the token of its auth kind', async (key, app) => {
    server.handle((_q, response) => reply(response, 200, emptyAnswer(key)));
    const result = await load(gateway(app), key, paramsOf(key));
    expect(result.ok).toBe(true);
    const [seen] = server.requests;
    const row = RESOURCE_READS[key];
    expect(seen?.method).toBe('GET');
    expect(seen?.url).toBe(`/api${fillPath(row.path, paramsOf(key))}`);
    const kind = row.auth[app];
    expect(kind).toBeDefined();
    expect(seen?.headers.authorization).toBe(TOKENS[kind ?? 'none']);
  });

  it('sends any path parameter URI-encoded, so the server reads back exactly the value given', async () => {
    server.handle((_q, response) => reply(response, 200, []));
    const site = gateway(ClientApp.Site);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ minLength: 1 }), fc.integer({ min: 0 })), async (id) => {
        await site.load(ResourceKey.GalleryPhotos, { id });
        const url = server.requests[server.requests.length - 1]?.url ?? '';
        expect(url.startsWith('/api/PhotoGallery/')).toBe(true);
        expect(decodeURIComponent(url.slice('/api/PhotoGallery/'.length))).toBe(String(id));
      }),
    );
  });

  it('reads a realistic answer into clean names', async () => {
    server.handle((_q, response) =>
      reply(response, 200, [
        {
          id: 501,
          appointmnetState: 1,
          appointmnetStateString: 'Reserved',
          startingTime: '2026-03-02T09:30:00Z',
          endingTime: '2026-03-02T09:45:00Z',
        },
      ]),
    );
    const result = await gateway(ClientApp.Dashboard).load(ResourceKey.OnlineAppointments);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: '501',
          state: 1,
          stateLabel: 'Reserved',
          startingTime: Date.UTC(2026, 2, 2, 9, 30),
          endingTime: Date.UTC(2026, 2, 2, 9, 45),
        },
      ],
    });
  });

  it.each([
    [
      ResourceKey.OnlineAppointments,
      [
        {
          id: 1,
          appointmnetState: 9,
          startingTime: '2026-03-02T09:30:00',
          endingTime: '2026-03-02T09:45:00',
        },
      ],
      '[0].appointmnetState',
    ],
    [
      ResourceKey.LatestPatients,
      [{ phoneNumber: '0750', numberOfMessagesNotSeenByAdmin: 1, superUserId: 3 }],
      '[0].name',
    ],
    [
      ResourceKey.ChatMessages,
      { chats: [{ id: 1, message: 'hi', sentAt: 'yesterday', fromStaff: true }] },
      'chats[0].sentAt',
    ],
    [ResourceKey.SliderGroups, [{ children: [] }], '[0].childerens'],
    [ResourceKey.UnreadChatCount, { count: 3 }, '(body)'],
    [ResourceKey.Doctors, { doctors: [] }, '(body)'],
    [ResourceKey.AppConfig, [], '(body)'],
  ] as const)(
    'answers %s with a malformed body as MalformedResponse naming the field',
    async (key, body, field) => {
      server.handle((_q, response) => reply(response, 200, body));
      const result = await load(gateway(ClientApp.Dashboard), key, paramsOf(key));
      expect(result).toEqual({ ok: false, error: AppErrors.malformed(key, field) });
    },
  );

  it('passes a failed status on as its AppError', async () => {
    server.handle((_q, response) => reply(response, 403, { message: 'no' }));
    expect(await gateway(ClientApp.Dashboard).load(ResourceKey.Orders)).toEqual({
      ok: false,
      error: AppErrors.forbidden(),
    });
  });

  it('refuses, as a bug, a key its app never loads or a missing path parameter', async () => {
    await expect(load(gateway(ClientApp.Dashboard), ResourceKey.MyProfiles)).rejects.toThrow(/does not load/);
    await expect(load(gateway(ClientApp.Site), ResourceKey.GalleryPhotos)).rejects.toThrow(/id/);
  });
});

describe('the catalogue behaviour of a list loaded through the gateway', () => {
  const logged: unknown[] = [];
  const logger = { error: (message: string) => logged.push(message), warn: () => undefined };

  async function loadList<K extends ListResourceKey>(key: K, app: ClientApp = ClientApp.Dashboard) {
    const forbidden = createStateStore(ForbiddenAreas.none());
    const store = createStateStore<ListState<unknown>>(initialListState());
    const g = gateway(app);
    const state = await new LoadList(forbidden, logger).execute(
      store,
      resourceListPolicy(key) as never,
      () => load(g, key, paramsOf(key)) as never,
    );
    return { state, forbidden: forbidden.get() };
  }

  const emptyIsError = ALL_RESOURCE_KEYS.filter((k) => RESOURCES[k].emptyIsError) as ListResourceKey[];

  it.each(emptyIsError)('%s: an empty answer is an error', async (key) => {
    server.handle((_q, response) => reply(response, 200, []));
    const { state } = await loadList(key);
    expect(state.status).toEqual({ kind: 'error', failure: { code: 'EmptyResult' } });
  });

  it('an empty answer is simply empty for a list without that rule', async () => {
    server.handle((_q, response) => reply(response, 200, []));
    const { state } = await loadList(ResourceKey.Orders);
    expect(state.status).toEqual({ kind: 'loaded' });
  });

  it("a 403 marks the key's permission area forbidden", async () => {
    server.handle((_q, response) => reply(response, 403));
    const { state, forbidden } = await loadList(ResourceKey.PharmacyItemDetails);
    expect(state.status).toEqual({ kind: 'forbidden' });
    expect(forbidden.areas).toEqual([RESOURCES[ResourceKey.PharmacyItemDetails].area]);
  });

  it('a failure of a log-only list is logged and shows no error', async () => {
    server.handle((_q, response) => reply(response, 500, { message: 'down' }));
    logged.length = 0;
    const { state } = await loadList(ResourceKey.ClinicCenters);
    expect(state.status).toEqual({ kind: 'loaded' });
    expect(logged).toHaveLength(1);
  });
});

describe('download (a file a cell links to, kept behind the token)', () => {
  const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

  it("fetches the server's own /api/ address with the app's token and answers its bytes", async () => {
    server.handle((_q, response) => {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="cv-3.pdf"',
      });
      response.end(PDF);
    });
    const before = server.requests.length;
    const answer = await gateway(ClientApp.Dashboard).download('/api/SiteForms/Cv/3');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.type).toBe('application/pdf');
    expect(Buffer.from(await answer.value.arrayBuffer()).equals(PDF)).toBe(true);
    const seen = server.requests.slice(before);
    expect(seen.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', '/api/SiteForms/Cv/3', TOKENS.staff],
    ]);
  });

  it('answers a refusal as its error, and never fetches an address that is not its own', async () => {
    server.handle((_q, response) => reply(response, 403, { message: 'no' }));
    expect(await gateway(ClientApp.Dashboard).download('/api/SiteForms/Cv/3')).toEqual({
      ok: false,
      error: AppErrors.forbidden(),
    });
    const before = server.requests.length;
    for (const address of ['https://files.example/cv.pdf', '/dashboard/CV', '//evil.example/api/x', '/api/'])
      expect(await gateway(ClientApp.Dashboard).download(address)).toEqual({
        ok: false,
        error: AppErrors.notFound(null),
      });
    expect(server.requests.length).toBe(before);
  });
});
