// @vitest-environment jsdom
/*
 * The worked examples of docs/integrating.md, compiled with the project and run against a real
 * HTTP server on 127.0.0.1: what the guide shows is what type-checks and works.
 *
 * 1. The staff login against an OAuth 2.0 / OpenID Connect identity provider (password grant),
 *    by rebinding `Tokens.SessionGateway`.
 * 2. The plain reads against a backend with other paths and another answer shape, by rebinding
 *    `Tokens.ResourceGateway` with a wire table of its own.
 */
import type { Container } from 'inversify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardContainerOptions } from '../../../src/adapters/composition/container-options';
import { createDashboardContainer, resolve, resolveAsync, Tokens } from '../../../src/adapters/container';
import { FetchResourceGateway } from '../../../src/adapters/http/resource-gateway';
import { readBody } from '../../../src/adapters/http/response-body';
import { epochMs, isoDateTime } from '../../../src/contract/shared/iso-date-time';
import {
  RESOURCE_READS,
  type ResourceReadRow,
  type ResourceReadTable,
} from '../../../src/adapters/http/resource-reads';
import * as v from 'valibot';
import { validate, str, type Schema } from '../../../src/contract/shared/schema';
import { mapped, oneOf } from '../../../src/contract/shared/values';
import { initialOnlineAppointments } from '../../../src/application/appointments/online-appointments-state';
import type { OnlineAppointment } from '../../../src/application/ports/appointments-gateway';
import type { SessionGateway, StaffGrant } from '../../../src/application/ports/session-gateway';
import type { TokenStore } from '../../../src/application/ports/token-store';
import { ClientApp } from '../../../src/application/resources/client-app';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { createStateStore } from '../../../src/application/shared/state-store';
import { asAppointmentId } from '../../../src/domain/appointments/appointment-id';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { appointmentStateLabel } from '../../../src/domain/appointments/appointment-state-label';
import { AppErrors, errorFromStatus, type AppError } from '../../../src/domain/errors/app-error';
import { LoginError } from '../../../src/domain/session/login-error';
import { INITIAL_SESSION, type SessionState } from '../../../src/domain/session/session-state';
import { parseStoredUser } from '../../../src/domain/session/session-user';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { reply, startTestServer, type SeenRequest, type TestServer } from '../support/http-test-server';
import { clearBrowser, dashboardOptions, testPage } from './container-setup';

// ---------------------------------------------------------------------------------------------
// Example 1: an OAuth 2.0 password-grant identity provider for the staff login
// ---------------------------------------------------------------------------------------------

/** The answer of a token endpoint (RFC 6749, section 5.1); only the access token is read. */
const tokenAnswerSchema = v.looseObject({ access_token: str, token_type: str });

/** The OpenID Connect userinfo claims the dashboard greets and authorises with. */
const userInfoSchema = v.looseObject({
  sub: str,
  preferred_username: str,
  name: str,
  /** The provider's custom claim with the permission areas (`src/domain/lists/permission-area.ts`). */
  areas: v.nullish(v.array(str)),
});

export interface OAuth2SessionGatewayOptions {
  /** The provider's OpenID Connect base, e.g. `https://id.example.org/realms/hospital/protocol/openid-connect`. */
  readonly issuer: string;
  /** The public client registered for the dashboard (password grant enabled). */
  readonly clientId: string;
  /** Where the dashboard keeps the access token: logout revokes it. */
  readonly tokens: Pick<TokenStore, 'serviceToken'>;
  readonly fetch?: typeof fetch;
}

/**
 * `SessionGateway` against an OAuth 2.0 provider: the password grant at `/token`, the user from
 * `/userinfo`, the token revoked at `/revoke` (RFC 7009) on logout. The access token becomes the
 * dashboard's service token, so every other call carries it as its bearer token. Failures map to
 * the same `AppError`s as the default gateway, so the login alerts stay right: a wrong password
 * (`400 invalid_grant`) is `BadRequest`, a throttled one `RateLimited`.
 */
export class OAuth2PasswordSessionGateway implements SessionGateway {
  constructor(private readonly options: OAuth2SessionGatewayOptions) {}

  async login(username: string, password: string): Promise<Result<StaffGrant, AppError>> {
    const grant = new URLSearchParams({
      grant_type: 'password',
      client_id: this.options.clientId,
      username,
      password,
      scope: 'openid profile',
    });
    const token = await this.call('login', '/token', { method: 'POST', body: grant }, tokenAnswerSchema);
    if (!token.ok) return token;
    const accessToken = token.value.access_token;
    const info = await this.call(
      'userinfo',
      '/userinfo',
      { headers: { Authorization: `Bearer ${accessToken}` } },
      userInfoSchema,
    );
    if (!info.ok) return info;
    // The same reading the dashboard applies to the stored user at every start.
    const user = parseStoredUser({
      id: info.value.sub,
      name: info.value.preferred_username,
      fullName: info.value.name,
      areas: info.value.areas,
    });
    if (user === undefined) return err(AppErrors.malformed('userinfo', 'sub'));
    // One token for everything: this provider issues no separate hub token.
    return ok({ serviceToken: accessToken, accessToken, chatToken: accessToken, user });
  }

  async logout(): Promise<Result<void, AppError>> {
    const token = this.options.tokens.serviceToken();
    if (token === null) return ok(undefined);
    const body = new URLSearchParams({
      token,
      token_type_hint: 'access_token',
      client_id: this.options.clientId,
    });
    const revoked = await this.call('logout', '/revoke', { method: 'POST', body }, v.unknown());
    return revoked.ok ? ok(undefined) : revoked;
  }

  /** The provider's own session rules apply (its token lifetimes): there is nothing to keep alive. */
  async keepAlive(): Promise<Result<void, AppError>> {
    return ok(undefined);
  }

  /** One call, every outcome a `Result`: no answer, an error status, or an answer of the wrong shape. */
  private async call<T>(
    name: string,
    path: string,
    init: RequestInit,
    check: Schema<T>,
  ): Promise<Result<T, AppError>> {
    const fetchImpl = this.options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(`${this.options.issuer}${path}`, {
        ...init,
        headers: { Accept: 'application/json', ...init.headers },
      });
    } catch {
      return err(errorFromStatus(undefined, undefined));
    }
    const body = await readBody(response);
    if (!response.ok) return err(errorFromStatus(response.status, body));
    const checked = validate(check, body);
    return checked.ok ? ok(checked.value) : err(AppErrors.malformed(name, checked.field));
  }
}

/** The dashboard's container with the OAuth 2.0 login: one rebinding, before the first `get`. */
export function createOAuth2Dashboard(options: DashboardContainerOptions, issuer: string): Container {
  const container = createDashboardContainer(options);
  container
    .rebind(Tokens.SessionGateway)
    .toDynamicValue(
      (context) =>
        new OAuth2PasswordSessionGateway({
          issuer,
          clientId: 'harem-dashboard',
          tokens: resolve(context, Tokens.TokenStore),
        }),
    )
    .inSingletonScope();
  return container;
}

// ---------------------------------------------------------------------------------------------
// Example 2: a backend with other paths and another answer shape for the plain reads
// ---------------------------------------------------------------------------------------------

/** The other backend's appointment: clean names, ISO times, a state number, in a `data` envelope. */
const v2AppointmentSchema = v.looseObject({
  id: str,
  state: oneOf(ALL_APPOINTMENT_STATES),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
});

const v2AppointmentsRow: ResourceReadRow<readonly OnlineAppointment[]> = {
  path: '/v2/appointments/online',
  auth: { dashboard: 'staff' },
  read: mapped(v.looseObject({ data: v.array(v2AppointmentSchema) }), (wire) =>
    wire.data.map((row): OnlineAppointment => ({
      id: asAppointmentId(row.id),
      state: row.state,
      stateLabel: appointmentStateLabel(row.state),
      startingTime: epochMs(row.startsAt),
      endingTime: epochMs(row.endsAt),
    })),
  ),
};

/** The default table with the rows this backend serves differently; the others stay as they are. */
export const V2_TABLE: ResourceReadTable = {
  ...RESOURCE_READS,
  [ResourceKey.OnlineAppointments]: v2AppointmentsRow,
};

/** The dashboard's container reading the v2 paths; every feature gateway that delegates follows. */
export function createV2Dashboard(options: DashboardContainerOptions): Container {
  const container = createDashboardContainer(options);
  container
    .rebind(Tokens.ResourceGateway)
    .toDynamicValue(
      (context) =>
        new FetchResourceGateway({
          http: resolve(context, Tokens.HttpClient),
          app: ClientApp.Dashboard,
          table: V2_TABLE,
        }),
    )
    .inSingletonScope();
  return container;
}

// ---------------------------------------------------------------------------------------------
// The examples, run
// ---------------------------------------------------------------------------------------------

const ISSUER_PATH = '/realms/hospital/protocol/openid-connect';
const ACCESS_TOKEN = 'oauth-access-token';

/** A small identity provider and API: the password grant, userinfo, revocation, one API read. */
function identityProvider(
  request: SeenRequest,
  response: Parameters<Parameters<TestServer['handle']>[0]>[1],
) {
  const url = new URL(request.url, 'http://127.0.0.1');
  const form = new URLSearchParams(request.body);
  switch (url.pathname) {
    case `${ISSUER_PATH}/token`: {
      const formEncoded = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      if (
        !formEncoded ||
        form.get('grant_type') !== 'password' ||
        form.get('client_id') !== 'harem-dashboard'
      )
        return reply(response, 400, { error: 'invalid_request' });
      if (form.get('username') === 'admin' && form.get('password') === 'correct horse')
        return reply(response, 200, { access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: 300 });
      return reply(response, 400, { error: 'invalid_grant', error_description: 'Invalid user credentials' });
    }
    case `${ISSUER_PATH}/userinfo`:
      if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`)
        return reply(response, 401, { error: 'invalid_token' });
      return reply(response, 200, {
        sub: 'f0c1-77',
        preferred_username: 'admin',
        name: 'Demo Administrator',
        areas: ['appointments', 'chat'],
      });
    case `${ISSUER_PATH}/revoke`:
      return reply(response, 200);
    case '/api/Appointment':
      return reply(response, 200, []);
    default:
      return reply(response, 404, { message: 'There is no such call.' });
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(clearBrowser);

describe('worked example 1: the staff login against an OAuth 2.0 provider', () => {
  const setUp = () => {
    server.handle(identityProvider);
    return createOAuth2Dashboard(
      dashboardOptions(server.origin, testPage()),
      `${server.origin}${ISSUER_PATH}`,
    );
  };

  it('logs in with the password grant, and every dashboard call then carries the access token', async () => {
    const container = setUp();
    const session = createStateStore<SessionState>(INITIAL_SESSION);
    const result = await resolve(container, Tokens.LogIn).execute(session, 'admin', 'correct horse');
    expect(result.ok && result.value.fullName).toBe('Demo Administrator');
    expect(session.get().status).toBe('loggedIn');

    await (
      await resolveAsync(container, Tokens.LoadOnlineAppointments)
    ).execute(createStateStore(initialOnlineAppointments()));
    const apiCall = server.requests.find((r) => r.url === '/api/Appointment');
    expect(apiCall?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it("shows the spec's invalid-credentials alert for the provider's invalid_grant", async () => {
    const container = setUp();
    const result = await resolve(container, Tokens.LogIn).execute(
      createStateStore<SessionState>(INITIAL_SESSION),
      'admin',
      'wrong',
    );
    expect(result).toEqual({ ok: false, error: LoginError.InvalidCredentials });
  });

  it('revokes the access token on logout and ends logged out', async () => {
    const container = setUp();
    const session = createStateStore<SessionState>(INITIAL_SESSION);
    await resolve(container, Tokens.LogIn).execute(session, 'admin', 'correct horse');
    await resolve(container, Tokens.LogOut).execute(session);
    const revoke = server.requests.find((r) => r.url === `${ISSUER_PATH}/revoke`);
    expect(new URLSearchParams(revoke?.body).get('token')).toBe(ACCESS_TOKEN);
    expect([session.get().status, resolve(container, Tokens.TokenStore).serviceToken()]).toEqual([
      'loggedOut',
      null,
    ]);
  });
});

describe('worked example 2: plain reads from a backend with other paths', () => {
  it('loads the online appointments from the v2 path, mapped into the domain and through the missed rule', async () => {
    server.handle((request, response) =>
      request.url === '/api/v2/appointments/online'
        ? reply(response, 200, {
            data: [
              { id: 'apt-1', state: 1, startsAt: '2020-01-01T09:00', endsAt: '2020-01-01T09:20' },
              { id: 'apt-2', state: 4, startsAt: '2020-01-01T10:00', endsAt: '2020-01-01T10:20' },
            ],
          })
        : reply(response, 404, { message: 'There is no such call.' }),
    );
    const container = createV2Dashboard(dashboardOptions(server.origin, testPage()));
    resolve(container, Tokens.TokenStore).saveStaffSession({
      serviceToken: 'staff-jwt',
      chatToken: 'chat-jwt',
      accessToken: 'staff-jwt',
      userData: { id: 'u-1', name: 'admin', fullName: 'Demo Administrator' },
    });

    const state = await (
      await resolveAsync(container, Tokens.LoadOnlineAppointments)
    ).execute(createStateStore(initialOnlineAppointments()));

    expect(server.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/api/v2/appointments/online', 'Bearer staff-jwt'],
    ]);
    // A reserved appointment of 2020 has started: the domain's missed rule relabels it.
    expect(state.list.items.map((row) => [row.id, row.state])).toEqual([
      ['apt-1', AppointmentState.Missed],
      ['apt-2', AppointmentState.Seen],
    ]);
    expect([state.reserved, state.missed]).toEqual([0, 1]);
  });

  it('answers MalformedResponse for a v2 answer that misses its envelope', async () => {
    server.handle((_q, response) => reply(response, 200, []));
    const container = createV2Dashboard(dashboardOptions(server.origin, testPage()));
    const state = await (
      await resolveAsync(container, Tokens.LoadOnlineAppointments)
    ).execute(createStateStore(initialOnlineAppointments()));
    expect(state.list.status).toEqual({
      kind: 'error',
      failure: AppErrors.malformed(ResourceKey.OnlineAppointments, '(body)'),
    });
  });
});
