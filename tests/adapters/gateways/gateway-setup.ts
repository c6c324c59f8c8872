import { afterAll, beforeAll } from 'vitest';
import { FetchHttpClient } from '../../../src/adapters/http/fetch-http-client';
import { FetchResourceGateway } from '../../../src/adapters/http/resource-gateway';
import type { ClientApp } from '../../../src/application/resources/client-app';
import { startTestServer, type SeenRequest, type TestServer } from '../support/http-test-server';

export const STAFF_TOKEN = 'staff-token';
export const PATIENT_TOKEN = 'patient-token';

/** The `Authorization` header each auth kind sends; `undefined`: no header at all. */
export const BEARER = {
  staff: `Bearer ${STAFF_TOKEN}`,
  patient: `Bearer ${PATIENT_TOKEN}`,
  none: undefined,
} as const;

/** A real HTTP server on 127.0.0.1 for the file's tests, started once and closed after them. */
export function useTestServer(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  return () => {
    if (server === undefined) throw new Error('The test server is not started yet.');
    return server;
  };
}

/** The shared client as the apps build it, both tokens present, no retries (one request per call). */
export function httpClient(server: TestServer): FetchHttpClient {
  return new FetchHttpClient({
    apiHost: server.origin,
    tokens: { serviceToken: () => STAFF_TOKEN, patientToken: () => PATIENT_TOKEN },
    maxRetries: 0,
  });
}

export function resourceGateway(server: TestServer, app: ClientApp): FetchResourceGateway {
  return new FetchResourceGateway({ http: httpClient(server), app });
}

/** The one request the server saw; fails the test when there were none or several. */
export function onlyRequest(server: TestServer): SeenRequest {
  if (server.requests.length !== 1) throw new Error(`Expected one request, saw ${server.requests.length}.`);
  return server.requests[0] as SeenRequest;
}

/** The request's query parameters in the order they were sent. */
export function queryOf(request: SeenRequest): [string, string][] {
  return [...new URL(request.url, 'http://127.0.0.1').searchParams.entries()];
}

/** The request's path, without the query. */
export const pathOf = (request: SeenRequest): string => new URL(request.url, 'http://127.0.0.1').pathname;

/** The JSON body of the request, parsed. */
export const bodyOf = (request: SeenRequest): unknown => JSON.parse(request.body) as unknown;
