import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const SECRET = 's'.repeat(32);

describe('configuration', () => {
  it('defaults to 127.0.0.1:8080, ./data, the embedded database and demo mode', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/srv/app/data',
      databaseUrl: null,
      production: false,
      demo: true,
      jwtSecret: null,
      publicApiHost: '',
      publicHubHost: '',
      trustProxy: false,
    });
  });

  it('keeps uploads in DATA_DIR/uploads, at most 5 MiB each, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/care' }, '/srv/app')).toMatchObject({
      uploadsDir: '/var/lib/care/uploads',
      uploadMaxBytes: 5_242_880,
    });
    expect(
      loadConfig({ DATA_DIR: 'd', UPLOADS_DIR: 'files', UPLOAD_MAX_BYTES: '2048' }, '/srv/app'),
    ).toMatchObject({ uploadsDir: '/srv/app/d/files', uploadMaxBytes: 2048 });
    expect(loadConfig({ UPLOADS_DIR: '/mnt/uploads' }, '/srv/app').uploadsDir).toBe('/mnt/uploads');
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '10' })).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('accepts every port from 0 to 65535', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65_535 }), (port) => {
        expect(loadConfig({ PORT: String(port) }).port).toBe(port);
      }),
    );
  });

  it('refuses every port above 65535 or that is not a whole number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 65_536, max: 99_999 }).map(String),
          fc.constantFrom('-1', '80.5', 'http', '8080a', '1e3'),
        ),
        (port) => {
          expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
        },
      ),
    );
  });

  it.each([
    ['production without JWT_SECRET', { NODE_ENV: 'production' }, /JWT_SECRET is required in production/],
    ['a JWT_SECRET shorter than 32 characters', { JWT_SECRET: 'short' }, /at least 32 characters/],
    [
      'DEMO on in production',
      { NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO: '1' },
      /DEMO cannot be on in production/,
    ],
    ['an unknown NODE_ENV', { NODE_ENV: 'staging' }, /NODE_ENV must be/],
    ['a DATABASE_URL of another scheme', { DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    ['a DEMO that is not a flag', { DEMO: 'maybe' }, /DEMO must be one of/],
    ['a PUBLIC_API_HOST that is not a URL', { PUBLIC_API_HOST: 'api.example.org' }, /PUBLIC_API_HOST/],
    ['a PUBLIC_HUB_HOST of another scheme', { PUBLIC_HUB_HOST: 'ftp://x.org' }, /PUBLIC_HUB_HOST/],
    ['an unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %s with a clear message', (_label, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reports every problem at once', () => {
    expect(() => loadConfig({ PORT: 'x', NODE_ENV: 'production' })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });

  it.each([
    [{ NODE_ENV: 'production', JWT_SECRET: SECRET }, false],
    [{ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO: 'off' }, false],
    [{ DEMO: 'false' }, false],
    [{ DEMO: 'yes' }, true],
    [{}, true],
  ])('sets demo mode from %j to %s', (env, demo) => {
    expect(loadConfig(env).demo).toBe(demo);
  });

  it('uses PostgreSQL when DATABASE_URL is set and strips a trailing slash from public hosts', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://care:pw@db:5432/care',
      PUBLIC_API_HOST: 'https://api.example.org/',
      PUBLIC_HUB_HOST: 'https://hub.example.org',
    });
    expect(config.databaseUrl).toBe('postgres://care:pw@db:5432/care');
    expect(config.publicApiHost).toBe('https://api.example.org');
    expect(config.publicHubHost).toBe('https://hub.example.org');
  });

  it('limits slow clients and the hubs by default', () => {
    expect(loadConfig({})).toMatchObject({
      timeouts: { requestMs: 30_000, headersMs: 15_000, connectionMs: 60_000, keepAliveMs: 5_000 },
      codeRequestsLimit: 300,
      hubConnectionsPerUser: 30,
      hubInvocationsPerMinute: 120,
      sessionIdleMinutes: 30,
    });
  });

  it('reads the time limits and the request, connection and call limits from the environment', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_MS: '10000',
      HEADERS_TIMEOUT_MS: '5000',
      CONNECTION_TIMEOUT_MS: '20000',
      KEEP_ALIVE_TIMEOUT_MS: '2000',
      CODE_REQUESTS_LIMIT: '50',
      HUB_CONNECTIONS_PER_USER: '4',
      HUB_INVOCATIONS_PER_MINUTE: '30',
      SESSION_IDLE_MINUTES: '15',
    });
    expect(config.timeouts).toEqual({
      requestMs: 10_000,
      headersMs: 5_000,
      connectionMs: 20_000,
      keepAliveMs: 2_000,
    });
    expect(config.codeRequestsLimit).toBe(50);
    expect(config.hubConnectionsPerUser).toBe(4);
    expect(config.hubInvocationsPerMinute).toBe(30);
    expect(config.sessionIdleMinutes).toBe(15);
  });

  it.each([
    [{ REQUEST_TIMEOUT_MS: '0' }, /REQUEST_TIMEOUT_MS/],
    [{ CONNECTION_TIMEOUT_MS: 'soon' }, /CONNECTION_TIMEOUT_MS/],
    [{ CODE_REQUESTS_LIMIT: '-1' }, /CODE_REQUESTS_LIMIT/],
    [{ HUB_CONNECTIONS_PER_USER: '0' }, /HUB_CONNECTIONS_PER_USER/],
    [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES must be a whole number of at least 1/],
    [{ SESSION_IDLE_MINUTES: '1441' }, /SESSION_IDLE_MINUTES can be at most 1440/],
    [{ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' }, /HEADERS_TIMEOUT_MS cannot be longer/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
