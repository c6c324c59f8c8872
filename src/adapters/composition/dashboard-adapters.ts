import type { Container } from 'inversify';
import { ClientApp } from '../../application/resources/client-app';
import { FetchAppointmentGridGateway } from '../gateways/fetch-appointment-grid.gateway';
import { FetchAppointmentsGateway } from '../gateways/fetch-appointments.gateway';
import { FetchAuditGateway } from '../gateways/fetch-audit.gateway';
import { FetchChatGateway } from '../gateways/fetch-chat.gateway';
import { FetchOtpGateway } from '../gateways/fetch-otp.gateway';
import { FetchSessionGateway } from '../gateways/fetch-session.gateway';
import { FetchHttpClient } from '../http/fetch-http-client';
import { FetchResourceGateway } from '../http/resource-gateway';
import { staffUnauthorizedPolicy } from '../http/unauthorized-policy';
import { SignalRHubs } from '../realtime/signalr-hubs';
import { Tokens } from '../tokens';
import { AdapterTokens as A } from './adapter-tokens';
import { singleton } from './bind';
import type { DashboardContainerOptions } from './container-options';

/**
 * The dashboard's HTTP client and gateways, and the two hubs. Any 401 is the staff rule of 000 §8
 * (clear the session, full page load to `/login`), also on a call without a token.
 */
export function bindDashboardAdapters(container: Container, options: DashboardContainerOptions): void {
  singleton(
    container,
    A.UnauthorizedPolicies,
    [Tokens.KeyValueStore, A.CookieJar, Tokens.Navigator],
    (storage, cookies, navigator) => {
      const staff = staffUnauthorizedPolicy({ storage, cookies, navigator });
      return { staff, none: staff };
    },
  );
  singleton(
    container,
    A.HttpClient,
    [A.RuntimeConfig, Tokens.TokenStore, A.UnauthorizedPolicies],
    (config, tokens, unauthorized) =>
      new FetchHttpClient({ ...options.http, apiHost: config.apiHost, tokens, unauthorized }),
  );
  singleton(
    container,
    Tokens.ResourceGateway,
    [A.HttpClient],
    (http) => new FetchResourceGateway({ http, app: ClientApp.Dashboard }),
  );
  singleton(container, Tokens.SessionGateway, [A.HttpClient], (http) => new FetchSessionGateway({ http }));
  singleton(
    container,
    Tokens.AppointmentsGateway,
    [A.HttpClient, Tokens.ResourceGateway],
    (http, resources) => new FetchAppointmentsGateway({ http, resources }),
  );
  singleton(
    container,
    Tokens.AppointmentGridGateway,
    [A.HttpClient, Tokens.ResourceGateway],
    (http, resources) => new FetchAppointmentGridGateway({ http, resources }),
  );
  singleton(container, Tokens.AuditGateway, [A.HttpClient], (http) => new FetchAuditGateway({ http }));
  singleton(
    container,
    Tokens.OtpGateway,
    [Tokens.ResourceGateway],
    (resources) => new FetchOtpGateway({ resources }),
  );
  singleton(
    container,
    Tokens.ChatGateway,
    [A.HttpClient, Tokens.ResourceGateway],
    (http, resources) => new FetchChatGateway({ http, resources }),
  );
  singleton(
    container,
    Tokens.RealtimeHubs,
    [A.RuntimeConfig, Tokens.TokenStore],
    (config, tokens) =>
      new SignalRHubs({ ...options.hubs, hubHost: config.hubHost, chatToken: () => tokens.chatToken() }),
  );
}
