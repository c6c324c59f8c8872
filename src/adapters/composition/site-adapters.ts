import type { Container } from 'inversify';
import { ClientApp } from '../../application/resources/client-app';
import { FetchCalendarGateway } from '../gateways/fetch-calendar.gateway';
import { FetchPatientAuthGateway } from '../gateways/fetch-patient-auth.gateway';
import { FetchPatientGateway } from '../gateways/fetch-patient.gateway';
import { FetchHttpClient } from '../http/fetch-http-client';
import { FetchResourceGateway } from '../http/resource-gateway';
import { patientUnauthorizedPolicy } from '../http/unauthorized-policy';
import { Tokens } from '../tokens';
import { AdapterTokens as A } from './adapter-tokens';
import { singleton } from './bind';
import type { SiteContainerOptions } from './container-options';

/**
 * The patient site's HTTP client and gateways. A 401 on a patient call is the patient rule of
 * 000 §6 (clear the patient token, verify flag and info, reload), applied here once for every
 * patient call, profiles included; a public call's 401 is only an error.
 */
export function bindSiteAdapters(container: Container, options: SiteContainerOptions): void {
  singleton(
    container,
    A.UnauthorizedPolicies,
    [Tokens.KeyValueStore, Tokens.Navigator],
    (storage, navigator) => ({ patient: patientUnauthorizedPolicy({ storage, navigator }) }),
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
    (http) => new FetchResourceGateway({ http, app: ClientApp.Site }),
  );
  singleton(
    container,
    Tokens.PatientGateway,
    [A.HttpClient, Tokens.ResourceGateway],
    (http, resources) => new FetchPatientGateway({ http, resources }),
  );
  singleton(
    container,
    Tokens.PatientAuthGateway,
    [A.HttpClient],
    (http) => new FetchPatientAuthGateway({ http }),
  );
  singleton(
    container,
    Tokens.CalendarGateway,
    [Tokens.ResourceGateway],
    (resources) => new FetchCalendarGateway({ resources }),
  );
}
