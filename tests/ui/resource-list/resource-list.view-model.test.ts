import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { LoadResourceList } from '../../../src/application/lists/load-resource-list';
import type { Logger } from '../../../src/application/ports/logger';
import type { ResourceGateway } from '../../../src/application/resources/resource-gateway';
import {
  RESOURCES,
  ResourceKey,
  ResourceShape,
  type ResourceKey as Key,
} from '../../../src/application/resources/resource-key';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import type { Language } from '../../../src/domain/preferences/language';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { COLUMNS } from '../../../src/ui/features/resource-list/columns/columns';
import { RowTable } from '../../../src/ui/features/resource-list/columns/row-table';
import {
  RECORD_CHANGE_READ_DELAY_MS,
  ResourceListViewModel,
} from '../../../src/ui/features/resource-list/resource-list.view-model';
import { FakeRealtimeHubs } from '../../application/fakes/fake-realtime-hubs';
import { Paging } from '../../../src/ui/features/resource-list/table-model';
import type { CellDisplay } from '../../../src/ui/features/resource-list/columns/cell-format';
import { displayFor } from './display';
import { readCsv } from './csv-reader';

const quiet: Logger = { error: () => undefined, warn: () => undefined };

/** A gateway answering every key with `answer` (or a new one per call), and remembering what it was asked. */
function setUp(
  answer: Result<unknown, AppError> | (() => Result<unknown, AppError>),
  key: Key = ResourceKey.Doctors,
  params = {},
  language: Language = 'en',
  display: CellDisplay = displayFor(language),
) {
  const calls: unknown[][] = [];
  const gateway = {
    load: async (...args: unknown[]) => {
      calls.push(args);
      return typeof answer === 'function' ? answer() : answer;
    },
  } as unknown as ResourceGateway;
  const load = new LoadResourceList(gateway, new LoadList(createStateStore(ForbiddenAreas.none()), quiet));
  // The idle-time work waits here until a test runs it, one step per call.
  const idle: (() => boolean)[] = [];
  const vm = new ResourceListViewModel(
    { loadResourceList: load, resources: gateway },
    key,
    params,
    { query: '', page: Paging.FirstPage, sort: null },
    display,
    (step) => idle.push(step),
  );
  return { vm, calls, idle };
}

/** Runs a queued idle-time work to its end; answers how many steps it took. */
function runToEnd(step: () => boolean): number {
  let steps = 1;
  while (!step()) steps += 1;
  return steps;
}

const doctors = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, nameEn: `Dr ${i + 1}`, nameKu: `د. ${i + 1}` }));

const texts = (vm: ResourceListViewModel) => vm.pageRows.map((row) => vm.cellsOf(row).map((c) => c.text));

describe('a list whose use case could not start', () => {
  it('shows the network failure with Retry, and loads on Retry once the code arrives', async () => {
    const gateway = { load: async () => ok(doctors(3)) } as unknown as ResourceGateway;
    const real = new LoadResourceList(gateway, new LoadList(createStateStore(ForbiddenAreas.none()), quiet));
    let attempts = 0;
    const loadResourceList: Pick<LoadResourceList, 'execute'> = {
      execute: async (store, request) => {
        attempts += 1;
        if (attempts === 1) throw new Error('the chunk did not arrive');
        return real.execute(store, request);
      },
    };
    const vm = new ResourceListViewModel(
      { loadResourceList, resources: gateway },
      ResourceKey.Doctors,
      {},
      { query: '', page: Paging.FirstPage, sort: null },
      displayFor('en'),
    );
    await vm.load();
    expect(vm.state.status).toEqual({ kind: 'error', failure: { code: 'NetworkFailure' } });
    await vm.load();
    expect(vm.state.status.kind).toBe('loaded');
    expect(vm.state.items).toHaveLength(3);
  });
});

describe('a list screen', () => {
  it('starts loading, then shows the first page of ten', async () => {
    const { vm } = setUp(ok(doctors(25)));
    expect(vm.state.status.kind).toBe('loading');
    await vm.load();
    expect(vm.state.status.kind).toBe('loaded');
    expect(vm.pageRows).toHaveLength(10);
    expect(vm.pageCount).toBe(3);
  });

  it('shows the declared columns the rows carry, with translated headers, never the raw field names', async () => {
    const { vm } = setUp(ok(doctors(2)), ResourceKey.Doctors, {}, 'ku');
    await vm.load();
    expect(vm.columns.map(vm.headerOf)).toEqual(['ناو']);
    expect(texts(vm)).toEqual([['د. 1'], ['د. 2']]);
  });

  it.each([
    [AppErrors.forbidden(), 'forbidden'],
    [AppErrors.notFound(null), 'error'],
    [AppErrors.networkFailure(), 'error'],
  ])('after the failure %j shows the %s state', async (error, kind) => {
    const { vm } = setUp(err(error));
    await vm.load();
    expect(vm.state.status.kind).toBe(kind);
  });

  it('goes back to the first page on every new search, and finds only rows whose shown text matches', async () => {
    const { vm } = setUp(ok(doctors(40)));
    await vm.load();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.string({ maxLength: 3 }), (page, query) => {
        vm.goToPage(page);
        vm.search(query);
        expect(vm.page).toBe(Paging.FirstPage);
        const needle = query.trim().toLowerCase();
        expect(vm.state.filtered.length).toBe(
          doctors(40).filter((d) => d.nameEn.toLowerCase().includes(needle)).length,
        );
      }),
    );
  });

  it('cycles a column through ascending, descending and the server order', async () => {
    const { vm } = setUp(ok([{ nameEn: 'b' }, { nameEn: 'c' }, { nameEn: 'a' }]));
    await vm.load();
    vm.toggleSort('name');
    expect(texts(vm).flat()).toEqual(['a', 'b', 'c']);
    vm.toggleSort('name');
    expect(texts(vm).flat()).toEqual(['c', 'b', 'a']);
    vm.toggleSort('name');
    expect(vm.sort).toBeNull();
    expect(texts(vm).flat()).toEqual(['b', 'c', 'a']);
  });

  it('shows a single record as one record, label and value', async () => {
    const { vm } = setUp(ok({ phoneNumber: '123', email: 'a@b.c' }), ResourceKey.ContactUs);
    await vm.load();
    expect(vm.state.status.kind).toBe('loaded');
    expect(vm.isRecordView).toBe(true);
    expect(vm.columns.map(vm.headerOf)).toEqual(['Phone', 'Email']);
    expect(vm.cellsOf(vm.shownRows[0]).map((c) => c.text)).toEqual(['123', 'a@b.c']);
  });

  it('shows the list a single record holds as its rows (why choose us)', async () => {
    const items = [{ titleEn: 'Care', bodyEn: 'Good', sortOrder: 1 }];
    const { vm } = setUp(ok({ items }), ResourceKey.WhyChooseUs);
    await vm.load();
    expect(vm.isRecordView).toBe(false);
    expect(vm.shownRows).toEqual(items);
  });

  it('passes the route parameters a list needs, and fails without calling when one is missing', async () => {
    const withId = setUp(ok([]), ResourceKey.DoctorFeedbacks, { id: '7' });
    await withId.vm.load();
    // The list's own read with its parameters; the lists its doctor and department ids are named from, without.
    expect(withId.calls).toEqual([
      [ResourceKey.Doctors],
      [ResourceKey.BuildingDepartments],
      [ResourceKey.DoctorFeedbacks, { id: '7' }],
    ]);
    const withoutId = setUp(ok([]), ResourceKey.DoctorFeedbacks, {});
    await withoutId.vm.load();
    expect(withoutId.calls).toEqual([]);
    expect(withoutId.vm.state.status.kind).toBe('error');
  });

  it('searches the cells as shown in the language shown, after a language switch too', async () => {
    const display = { ...displayFor('en') };
    const gateway = { load: async () => ok([{ nameEn: 'Kani', nameAr: 'كاني', isActive: true }]) };
    const resources = gateway as unknown as ResourceGateway;
    const load = new LoadResourceList(
      resources,
      new LoadList(createStateStore(ForbiddenAreas.none()), quiet),
    );
    const vm = new ResourceListViewModel(
      { loadResourceList: load, resources },
      ResourceKey.Doctors,
      {},
      { query: 'كاني', page: Paging.FirstPage, sort: null },
      display,
    );
    await vm.load();
    expect(vm.state.filtered).toHaveLength(0);
    Object.assign(display, displayFor('ar'));
    vm.refreshSearch();
    expect(vm.state.filtered).toHaveLength(1);
    expect(vm.columns.map(vm.headerOf)).toEqual(['الاسم', 'نشط']);
  });

  it('shows rows of another backend under humanised field names, without failing', async () => {
    const { vm } = setUp(ok([{ doctor_name: 'A', visits: [1, 2] }]));
    await vm.load();
    expect(vm.columns.map(vm.headerOf)).toEqual(['Doctor name', 'Visits']);
    expect(texts(vm)).toEqual([['A', '2']]);
  });
});

describe("the rows' cells made ahead of a search", () => {
  it('are made in idle time after a load, a few rows per step, every row once', async () => {
    const made = vi.spyOn(RowTable.prototype, 'view');
    try {
      const rows = doctors(45);
      // A list naming no other list: no reference arrives to make the cells again.
      const { vm, idle } = setUp(ok(rows), ResourceKey.Specialties);
      await vm.load();
      made.mockClear();
      expect(idle).toHaveLength(1);
      // 45 rows, 20 a step: three steps, and each row's view asked for once.
      expect(runToEnd(idle[0] as () => boolean)).toBe(3);
      expect(made.mock.calls.map(([row]) => row)).toEqual(rows);
    } finally {
      made.mockRestore();
    }
  });

  it('stop when a newer load brought other rows, which get their own', async () => {
    const { vm, idle } = setUp(() => ok(doctors(45)), ResourceKey.Specialties);
    await vm.load();
    await vm.load();
    expect(idle).toHaveLength(2);
    const [stale, current] = idle as [() => boolean, () => boolean];
    expect(stale()).toBe(true);
    expect(runToEnd(current)).toBe(3);
  });

  it('stop when another language made another table', async () => {
    // The app's display is an observable whose language changes; a plain mutable one stands in.
    const display: { -readonly [K in keyof CellDisplay]: CellDisplay[K] } = displayFor('en');
    const { vm, idle } = setUp(ok(doctors(45)), ResourceKey.Doctors, {}, 'en', display);
    await vm.load();
    const english = vm.table;
    display.language = 'ku';
    expect(vm.table).not.toBe(english);
    expect((idle[0] as () => boolean)()).toBe(true);
  });

  it('leave search results unchanged whether or not they ran', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 4 }),
        async (count, steps) => {
          const query = '1';
          const ahead = setUp(ok(doctors(count)));
          const lazy = setUp(ok(doctors(count)));
          await ahead.vm.load();
          await lazy.vm.load();
          for (let i = 0; i < steps; i += 1) ahead.idle[0]?.();
          ahead.vm.search(query);
          lazy.vm.search(query);
          expect(texts(ahead.vm)).toEqual(texts(lazy.vm));
          expect(ahead.vm.state.filtered).toEqual(lazy.vm.state.filtered);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('search over a long list', () => {
  const phone = (i: number) => `+96475${String(i).padStart(8, '0')}`;
  const otpRows = Array.from({ length: 10_000 }, (_, i) => ({
    phoneNumber: phone(i),
    codeIsSent: i % 3 === 0,
  }));

  it('filters 10,000 rows to exactly the rows whose shown cells hold the query', async () => {
    const { vm } = setUp(ok(otpRows), ResourceKey.OtpCodes);
    await vm.load();
    vm.search('0042');
    expect(vm.state.filtered).toEqual(otpRows.filter((row) => row.phoneNumber.includes('0042')));
    expect(vm.pageRows).toHaveLength(Paging.PageSize);
    vm.search('YES');
    expect(vm.state.filtered).toEqual(otpRows.filter((row) => row.codeIsSent));
  });

  it('finds Latin digits from Arabic-Indic ones typed on an Arabic keyboard', async () => {
    const { vm } = setUp(ok(otpRows), ResourceKey.OtpCodes, {}, 'ar');
    await vm.load();
    vm.search('٠٠٤٢');
    expect(vm.state.filtered).toHaveLength(otpRows.filter((row) => row.phoneNumber.includes('0042')).length);
  });

  it('keeps the order chosen while searching', async () => {
    const { vm } = setUp(ok(otpRows), ResourceKey.OtpCodes);
    await vm.load();
    vm.toggleSort('phoneNumber');
    vm.toggleSort('phoneNumber');
    vm.search('999');
    const shown = vm.shownRows.map((row) => (row as { phoneNumber: string }).phoneNumber);
    expect(shown).toEqual(
      otpRows
        .map((row) => row.phoneNumber)
        .filter((p) => p.includes('999'))
        .sort()
        .reverse(),
    );
  });
});

describe('sorting by any declared column', () => {
  const listKeys = (Object.keys(COLUMNS) as Key[]).filter(
    (key) => RESOURCES[key].shape === ResourceShape.List,
  );
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

  const value = fc.oneof(
    fc.constant(null),
    fc.integer({ min: -1e6, max: 1e6 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.string({ maxLength: 6 }),
    fc.constantFrom('2026-10-05', '2026-11-21T13:05:00Z', '09:30:00', 'https://x.example/a', 'Delivered'),
    fc.array(fc.nat(), { maxLength: 3 }),
  );

  /** A row holding `v` at a dotted path, the path's arrays and records made on the way. */
  const at = (path: string, v: unknown): Record<string, unknown> => {
    const [head = '', ...rest] = path.split('.');
    if (rest.length === 0) return { [head]: v };
    const inner = at(rest.join('.'), v);
    return { [head]: /^\d+$/.test(rest[0] ?? '') ? [inner[rest[0] as string]] : inner };
  };

  const rowFor = (key: Key, values: readonly unknown[]) =>
    Object.assign(
      {},
      ...(COLUMNS[key] ?? []).map((spec, i) =>
        at(spec.localized ? `${spec.field}En` : spec.field, values[i]),
      ),
    );

  it('keeps every row and orders them by the number or the text shown', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listKeys),
        fc.nat(),
        fc.array(fc.array(value, { minLength: 12, maxLength: 12 }), { maxLength: 25 }),
        fc.constantFrom<Language>('en', 'ar', 'ku'),
        async (key, pick, table, language) => {
          const rows = table.map((values) => rowFor(key, values));
          const { vm } = setUp(ok(rows), key, { id: '1' }, language);
          await vm.load();
          const column = vm.columns[pick % vm.columns.length];
          if (column === undefined) return;
          vm.toggleSort(column.id);
          const shown = vm.shownRows;
          const positions = shown.map((row) => rows.indexOf(row as Record<string, unknown>));
          expect(positions.sort((a, b) => a - b)).toEqual(rows.map((_, i) => i));
          const index = vm.columns.indexOf(column);
          const cells = shown.map((row) => vm.cellsOf(row)[index]);
          cells.forEach((cell) => {
            if (typeof cell?.sortKey === 'string') expect(cell.sortKey).toBe(cell.text);
          });
          const keys = cells.map((cell) => cell?.sortKey ?? null);
          const firstEmpty = keys.indexOf(null);
          if (firstEmpty >= 0) expect(keys.slice(firstEmpty).every((k) => k === null)).toBe(true);
          const filled = firstEmpty >= 0 ? keys.slice(0, firstEmpty) : keys;
          for (let i = 1; i < filled.length; i++) {
            const [a, b] = [filled[i - 1], filled[i]];
            if (typeof a === 'number' && typeof b === 'number') expect(a).toBeLessThanOrEqual(b);
            else if (typeof a === 'string' && typeof b === 'string')
              expect(collator.compare(a, b)).toBeLessThanOrEqual(0);
            else expect([typeof a, typeof b]).not.toEqual(['string', 'number']);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('CSV export', () => {
  it('writes the translated headers and the cells as shown', async () => {
    const rows = [{ nameAr: 'د. كاني', isActive: true, createdAt: '2026-11-21T13:05:00Z' }];
    const { vm } = setUp(ok(rows), ResourceKey.Doctors, {}, 'ar');
    await vm.load();
    expect(readCsv(vm.csv())).toEqual([
      ['الاسم', 'نشط', 'تاريخ الإنشاء'],
      ['د. كاني', 'نعم', '21\u200f/11\u200f/2026، 13:05'],
    ]);
  });
});

describe('a list whose rows point to other records by id', () => {
  const questions = [
    { id: 1, name: 'Was the doctor on time?', doctorId: 7 },
    { id: 2, name: 'Would you come back?', doctorId: 8 },
    { id: 3, name: 'Was the room clean?', doctorId: 99 },
  ];
  const doctorList = [
    { id: 7, nameEn: 'Dr Kani Aziz', nameKu: 'د. کانی عەزیز', nameAr: 'د. كاني عزيز' },
    { id: 8, nameEn: 'Dr Rebwar Ali', nameKu: 'د. ڕێبوار عەلی', nameAr: 'د. ريبوار علي' },
  ];

  function listOf(doctorsAnswer: () => Promise<Result<unknown, AppError>>, language: Language = 'en') {
    const gateway = {
      load: (key: unknown) =>
        key === ResourceKey.Doctors ? doctorsAnswer() : Promise.resolve(ok(questions)),
    } as unknown as ResourceGateway;
    const load = new LoadResourceList(gateway, new LoadList(createStateStore(ForbiddenAreas.none()), quiet));
    return new ResourceListViewModel(
      { loadResourceList: load, resources: gateway },
      ResourceKey.FeedbackQuestions,
      {},
      { query: '', page: Paging.FirstPage, sort: null },
      displayFor(language),
      () => undefined,
    );
  }

  it('shows, orders and searches the names in the shown language once their list arrives; an unknown id stays an id', async () => {
    let arrive: (answer: Result<unknown, AppError>) => void = () => undefined;
    const vm = listOf(() => new Promise((resolve) => (arrive = resolve)), 'ku');
    await vm.load();
    expect(texts(vm).map((row) => row[1])).toEqual(['7', '8', '99']);

    arrive(ok(doctorList));
    await vi.waitFor(() =>
      expect(texts(vm).map((row) => row[1])).toEqual(['د. کانی عەزیز', 'د. ڕێبوار عەلی', '99']),
    );
    expect(vm.cellsOf(questions[2]!)[1]?.ltr).toBe(true);

    vm.toggleSort('doctorId');
    expect(texts(vm).map((row) => row[1])[0]).toBe('99');
    vm.search('ڕێبوار');
    expect(texts(vm).map((row) => row[0])).toEqual(['Would you come back?']);
  });

  it('keeps the ids when the names cannot be read (forbidden to the role, or offline)', async () => {
    for (const answer of [err(AppErrors.forbidden()), err(AppErrors.networkFailure())]) {
      const vm = listOf(() => Promise.resolve(answer));
      await vm.load();
      await Promise.resolve();
      expect(texts(vm).map((row) => row[1])).toEqual(['7', '8', '99']);
      expect(vm.state.status.kind).toBe('loaded');
    }
  });
});

describe('a list open while other staff write', () => {
  function watched() {
    const calls: unknown[] = [];
    const gateway = {
      load: (key: unknown) => {
        calls.push(key);
        return Promise.resolve(ok([]));
      },
    } as unknown as ResourceGateway;
    const hubs = new FakeRealtimeHubs();
    const load = new LoadResourceList(gateway, new LoadList(createStateStore(ForbiddenAreas.none()), quiet));
    const vm = new ResourceListViewModel(
      { loadResourceList: load, resources: gateway, changes: hubs },
      ResourceKey.FeedbackQuestions,
      {},
      { query: '', page: Paging.FirstPage, sort: null },
      displayFor('en'),
      () => undefined,
    );
    return { vm, hubs, calls };
  }

  it('reads again once per burst of writes to a record it names, and not for other records or after it closed', () => {
    vi.useFakeTimers();
    try {
      const { vm, hubs, calls } = watched();
      const stop = vm.watchChanges();
      // The questions name their doctors: a doctor written elsewhere is read again, three writes at once.
      for (let i = 0; i < 3; i += 1) hubs.emitRecordChanged({ record: 'doctors' });
      hubs.emitRecordChanged({ record: 'news' });
      hubs.emitRecordChanged({ record: null });
      expect(calls).toEqual([]);
      vi.advanceTimersByTime(RECORD_CHANGE_READ_DELAY_MS);
      expect(calls).toEqual([ResourceKey.Doctors, ResourceKey.FeedbackQuestions]);

      hubs.emitRecordChanged({ record: 'news' });
      vi.advanceTimersByTime(RECORD_CHANGE_READ_DELAY_MS);
      expect(calls).toHaveLength(2);

      hubs.emitRecordChanged({ record: 'doctors' });
      stop();
      vi.advanceTimersByTime(RECORD_CHANGE_READ_DELAY_MS);
      expect(calls).toHaveLength(2);
      expect(hubs.listenerCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a file a cell links to, kept behind the token (a CV sent from the site)', () => {
  function withDownload(answer: Result<Blob, AppError> | undefined) {
    const asked: string[] = [];
    const gateway = {
      load: async () => ok([]),
      ...(answer === undefined
        ? {}
        : {
            download: async (address: string) => {
              asked.push(address);
              return answer;
            },
          }),
    } as unknown as ResourceGateway;
    const load = new LoadResourceList(gateway, new LoadList(createStateStore(ForbiddenAreas.none()), quiet));
    const vm = new ResourceListViewModel(
      { loadResourceList: load, resources: gateway },
      ResourceKey.SubmittedCvs,
      {},
      { query: '', page: Paging.FirstPage, sort: null },
      displayFor('en'),
      () => undefined,
    );
    return { vm, asked };
  }

  it("is fetched for the server's own addresses only, and only when the gateway can", () => {
    const { vm } = withDownload(ok(new Blob(['%PDF'])));
    expect(vm.isProtectedFile('/api/SiteForms/Cv/3')).toBe(true);
    expect(vm.isProtectedFile('https://files.example/cvs/80.pdf')).toBe(false);
    expect(vm.isProtectedFile('/dashboard/CV')).toBe(false);
    expect(withDownload(undefined).vm.isProtectedFile('/api/SiteForms/Cv/3')).toBe(false);
  });

  it('answers the bytes, or keeps the refusal to say it', async () => {
    const file = new Blob(['%PDF']);
    const fetched = withDownload(ok(file));
    expect(await fetched.vm.downloadFile('/api/SiteForms/Cv/3')).toBe(file);
    expect(fetched.asked).toEqual(['/api/SiteForms/Cv/3']);
    expect(fetched.vm.fileFailure).toBeNull();

    const refused = withDownload(err(AppErrors.forbidden()));
    expect(await refused.vm.downloadFile('/api/SiteForms/Cv/3')).toBeNull();
    expect(refused.vm.fileFailure).toBe('Forbidden');
  });
});
