import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchAuditGateway } from '../../../src/adapters/gateways/fetch-audit.gateway';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { auditPageRange } from '../../../src/domain/paging/audit-page-range';
import { reply } from '../support/http-test-server';
import { BEARER, httpClient, onlyRequest, pathOf, queryOf, useTestServer } from './gateway-setup';

const server = useTestServer();
const gateway = () => new FetchAuditGateway({ http: httpClient(server()) });

const EMPTY = { records: [], count: 0 };

describe('FetchAuditGateway', () => {
  it('sends the range offset as page and its end as limit, on GET /api/Auidts with the staff token', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 500 }),
        async (page, size) => {
          server().handle((_q, response) => reply(response, 200, EMPTY));
          await gateway().page(auditPageRange(page, size));
          const seen = onlyRequest(server());
          expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
            'GET',
            '/api/Auidts',
            BEARER.staff,
          ]);
          expect(queryOf(seen)).toEqual([
            ['page', String((page - 1) * size)],
            ['limit', String(page * size)],
          ]);
        },
      ),
    );
  });

  it.each([
    { page: 1, size: 10, url: '/api/Auidts?page=0&limit=10' },
    { page: 2, size: 10, url: '/api/Auidts?page=10&limit=20' },
    { page: 3, size: 25, url: '/api/Auidts?page=50&limit=75' },
  ])('page $page of $size asks $url (offset=(page-1)*size, end=page*size)', async ({ page, size, url }) => {
    server().handle((_q, response) => reply(response, 200, EMPTY));
    await gateway().page(auditPageRange(page, size));
    expect(onlyRequest(server()).url).toBe(url);
  });

  it('reads the records and the count of all records', async () => {
    server().handle((_q, response) =>
      reply(response, 200, {
        records: [
          {
            id: 3,
            userName: 'admin',
            action: 'Changed appointment 41 to Seen',
            occurredAt: '2026-03-15T09:12:00Z',
          },
          {
            id: 'r-4',
            userName: 'reception',
            action: 'Logged in',
            occurredAt: '2026-03-15T09:13:00Z',
            details: 'ip 10.0.0.4',
          },
        ],
        count: 42,
      }),
    );
    expect(await gateway().page(auditPageRange(1, 10))).toEqual({
      ok: true,
      value: {
        records: [
          {
            id: '3',
            userName: 'admin',
            action: 'Changed appointment 41 to Seen',
            occurredAt: Date.UTC(2026, 2, 15, 9, 12),
            details: '',
          },
          {
            id: 'r-4',
            userName: 'reception',
            action: 'Logged in',
            occurredAt: Date.UTC(2026, 2, 15, 9, 13),
            details: 'ip 10.0.0.4',
          },
        ],
        count: 42,
      },
    });
  });

  it('answers MalformedResponse(auditPage, field) for a record whose time is not a date-time', async () => {
    server().handle((_q, response) =>
      reply(response, 200, {
        records: [{ id: 1, userName: 'a', action: 'b', occurredAt: 'yesterday' }],
        count: 1,
      }),
    );
    expect(await gateway().page(auditPageRange(1, 10))).toEqual({
      ok: false,
      error: AppErrors.malformed('auditPage', 'records[0].occurredAt'),
    });
  });
});
