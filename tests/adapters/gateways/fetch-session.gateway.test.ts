import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchSessionGateway } from '../../../src/adapters/gateways/fetch-session.gateway';
import { AppErrors } from '../../../src/domain/errors/app-error';
import type { StaffUserId } from '../../../src/domain/session/session-user';
import { reply } from '../support/http-test-server';
import { BEARER, bodyOf, httpClient, onlyRequest, pathOf, useTestServer } from './gateway-setup';

const server = useTestServer();
const gateway = () => new FetchSessionGateway({ http: httpClient(server()) });

/** The reference server's answer (docs/api-extensions.md), with an area this client does not know. */
const LOGIN_ANSWER = {
  accessToken: 'access-jwt',
  chatToken: 'chat-jwt',
  claims: {
    user: { id: 'b7e3-0001', name: 'admin', fullName: 'Demo Administrator', areas: ['chat', 'moon-base'] },
    serviceToken: 'service-jwt',
  },
};

describe('FetchSessionGateway.login', () => {
  it('posts the username and password as JSON to /api/ControlPanelAuth/Login without a token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (username, password) => {
        server().handle((_q, response) => reply(response, 200, LOGIN_ANSWER));
        await gateway().login(username, password);
        const seen = onlyRequest(server());
        expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
          'POST',
          '/api/ControlPanelAuth/Login',
          BEARER.none,
        ]);
        expect(seen.headers['content-type']).toBe('application/json');
        expect(bodyOf(seen)).toEqual({ username, password });
      }),
    );
  });

  it('reads the answer into the service, chat and access tokens and the user, dropping unknown areas', async () => {
    server().handle((_q, response) => reply(response, 200, LOGIN_ANSWER));
    expect(await gateway().login('admin', 'secret')).toEqual({
      ok: true,
      value: {
        serviceToken: 'service-jwt',
        chatToken: 'chat-jwt',
        accessToken: 'access-jwt',
        user: {
          id: 'b7e3-0001' as StaffUserId,
          name: 'admin',
          fullName: 'Demo Administrator',
          areas: ['chat'],
        },
      },
    });
  });

  it.each([
    { answer: { ...LOGIN_ANSWER, chatToken: undefined }, field: 'chatToken' },
    {
      answer: { ...LOGIN_ANSWER, claims: { ...LOGIN_ANSWER.claims, serviceToken: 7 } },
      field: 'claims.serviceToken',
    },
    {
      answer: { ...LOGIN_ANSWER, claims: { ...LOGIN_ANSWER.claims, user: { id: 'u', name: 'admin' } } },
      field: 'claims.user.fullName',
    },
    {
      answer: {
        ...LOGIN_ANSWER,
        claims: { ...LOGIN_ANSWER.claims, user: { ...LOGIN_ANSWER.claims.user, id: '' } },
      },
      field: 'claims.user.id',
    },
    { answer: 'Welcome!', field: '(body)' },
  ])('answers MalformedResponse(login, $field) for an answer without it', async ({ answer, field }) => {
    server().handle((_q, response) => reply(response, 200, answer));
    expect(await gateway().login('admin', 'secret')).toEqual({
      ok: false,
      error: AppErrors.malformed('login', field),
    });
  });

  it.each([
    { status: 400, error: AppErrors.badRequest({ message: 'Please enter a valid username/password.' }) },
    { status: 429, error: AppErrors.rateLimited() },
    {
      status: 500,
      error: AppErrors.serverError(500, { message: 'Please enter a valid username/password.' }),
    },
  ])('a $status answer is the error the login alert is chosen from', async ({ status, error }) => {
    server().handle((_q, response) =>
      reply(response, status, { message: 'Please enter a valid username/password.' }),
    );
    expect(await gateway().login('admin', 'wrong')).toEqual({ ok: false, error });
  });
});

describe('FetchSessionGateway.logout', () => {
  it.each([
    { name: 'a message', answer: { message: 'Logged out.' } },
    { name: 'no body', answer: undefined },
    { name: 'text', answer: 'bye' },
  ])(
    'calls GET /api/ControlPanelAuth/Logout with the service token and ignores $name',
    async ({ answer }) => {
      server().handle((_q, response) => reply(response, 200, answer));
      expect(await gateway().logout()).toEqual({ ok: true, value: undefined });
      const seen = onlyRequest(server());
      expect([seen.method, pathOf(seen), seen.headers.authorization, seen.body]).toEqual([
        'GET',
        '/api/ControlPanelAuth/Logout',
        BEARER.staff,
        '',
      ]);
    },
  );

  it('passes a refused logout on as its error, for the use case to log', async () => {
    server().handle((_q, response) => reply(response, 401, { message: 'A valid bearer token is required.' }));
    expect(await gateway().logout()).toEqual({ ok: false, error: AppErrors.unauthorized() });
  });
});

describe('FetchSessionGateway.keepAlive', () => {
  it('calls POST /api/ControlPanelAuth/KeepAlive with the service token and ignores the answer', async () => {
    server().handle((_q, response) => reply(response, 200, { idleMinutes: 30 }));
    expect(await gateway().keepAlive()).toEqual({ ok: true, value: undefined });
    const seen = onlyRequest(server());
    expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
      'POST',
      '/api/ControlPanelAuth/KeepAlive',
      BEARER.staff,
    ]);
  });

  it('passes on a backend without it as an error, not a throw', async () => {
    server().handle((_q, response) => reply(response, 404, { message: 'Not found.' }));
    expect(await gateway().keepAlive()).toMatchObject({ ok: false });
  });
});
