import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRoutes } from '../../server/http/register-routes';
import { ROUTES } from '../../server/http/route-table';
import type { Services } from '../../server/http/services';
import { SINGLE_PROCESS_BUS } from '../../server/realtime';
import { call } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

interface OpenApi {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

let server: TestServer;
let document: OpenApi;

beforeAll(async () => {
  server = await startTestServer();
  const answer = await call(`${server.url}/api/openapi.json`);
  expect(answer.status).toBe(200);
  document = answer.json as OpenApi;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

/** Every method and URL the server mounts under /api, as Fastify itself records them. */
async function fastifyRoutes(): Promise<string[]> {
  const app = Fastify({ logger: false });
  const seen: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && route.url.startsWith('/api')) seen.push(`${method} ${route.url}`);
    }
  });
  // Mounting needs only the clock and the replicas of the services: no handler runs here.
  registerRoutes(app, ROUTES, { now: Date.now, replicas: SINGLE_PROCESS_BUS } as unknown as Services);
  await app.ready();
  await app.close();
  return seen.map((r) => r.replace(/:(\w+)/g, '{$1}')).sort();
}

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists exactly the methods and paths the server registers', async () => {
    const listed = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const registered = await fastifyRoutes();
    expect(registered.length).toBeGreaterThan(100);
    expect(listed).toEqual(registered);
  });

  it('gives the request schemas of the contract: the login body names its two fields', () => {
    const login = document.paths['/api/ControlPanelAuth/Login']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual([
      'username',
      'password',
    ]);
  });
});

describe('the API reference page at /api/reference', () => {
  it('lists every call of the document and loads nothing from anywhere', async () => {
    const page = await call(`${server.url}/api/reference`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        expect(page.text).toContain(`${method.toUpperCase()} ${path.replace(/&/g, '&#38;')}`);
      }
    }
    // No script, stylesheet, image, frame or font: the page is whole as sent.
    expect(page.text).not.toMatch(/<(script|link|img|iframe|object|embed)\b/i);
    expect(page.text).not.toMatch(/url\(/i);
    const links = [...page.text.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/api/openapi.json']);
  });
});
