import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialAuditState, type AuditState } from '../../../src/application/audit/audit-state';
import { LoadAuditPage } from '../../../src/application/audit/load-audit-page';
import type { AuditRecord } from '../../../src/application/ports/audit-gateway';
import { LoadList } from '../../../src/application/lists/load-list';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { listFlags } from '../../../src/domain/lists/list-state';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { ok } from '../../../src/domain/shared/result';
import { FAILURE_PATHS } from '../arbitraries/app-error.arbitrary';
import { fakePorts } from '../fakes/fake-ports';

function setUp() {
  const ports = fakePorts();
  const store = createStateStore<AuditState>(initialAuditState());
  const load = new LoadAuditPage(ports.audit, new LoadList(ports.forbidden, ports.logger));
  return { ports, store, load };
}

const record = (id: string): AuditRecord => ({
  id,
  userName: 'admin',
  action: 'login',
  occurredAt: 0,
  details: '',
});

describe('the audit page', () => {
  it('asks for offset = (page - 1) * size and end = page * size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100 }),
        async (page, size) => {
          const { ports, store, load } = setUp();
          await load.execute(store, page, size);
          expect(ports.audit.answers.page.calls).toEqual([[{ offset: (page - 1) * size, end: page * size }]]);
        },
      ),
    );
  });

  it('holds the records of the page and the page count of the total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 1_000 }), async (count) => {
        const { ports, store, load } = setUp();
        ports.audit.answers.page.succeeds({ records: [record('r1')], count });
        const state = await load.execute(store);
        expect(state.list.items).toEqual([record('r1')]);
        expect(state.count).toBe(count);
        expect(state.pageCount).toBe(Math.max(1, Math.ceil(count / 10)));
      }),
    );
  });

  it('shows the page asked for last, whatever order the answers arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        async (s, pages) => {
          const { ports, store, load } = setUp();
          ports.audit.answers.page.respondsWith((range) =>
            s.schedule(Promise.resolve(ok({ records: [record(`from-${range.offset}`)], count: 90 }))),
          );
          const loads = pages.map((page) => load.execute(store, page));
          await s.waitIdle();
          await Promise.all(loads);
          const last = pages[pages.length - 1] as number;
          expect(store.get().page).toBe(last);
          expect(store.get().list.items.map((r) => r.id)).toEqual([`from-${(last - 1) * 10}`]);
        },
      ),
    );
  });

  it('a 403 marks the audit area forbidden', async () => {
    const { ports, store, load } = setUp();
    ports.audit.answers.page.fails(AppErrors.forbidden());
    await load.execute(store);
    expect(ports.forbidden.get().isForbidden(PermissionArea.Audit)).toBe(true);
  });

  it.each(FAILURE_PATHS)('a $name failure empties the table and shows the error', async ({ error }) => {
    const { ports, store, load } = setUp();
    ports.audit.answers.page.succeeds({ records: [record('r1')], count: 1 });
    await load.execute(store);
    ports.audit.answers.page.fails(error);
    await load.execute(store, 2);
    expect(store.get().list.items).toEqual([]);
    expect(listFlags(store.get().list.status).error).toBe(true);
  });

  it.each([
    { page: 1, size: 10, offset: 0, end: 10 },
    { page: 2, size: 10, offset: 10, end: 20 },
    { page: 3, size: 25, offset: 50, end: 75 },
    { page: 0, size: 10, offset: 0, end: 10 },
  ])('page $page of $size asks for $offset to $end', async ({ page, size, offset, end }) => {
    const { ports, store, load } = setUp();
    await load.execute(store, page, size);
    expect(ports.audit.answers.page.calls[0]?.[0]).toEqual({ offset, end });
  });
});
