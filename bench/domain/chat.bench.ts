import { describe, test } from 'vitest';
import { filterChatHistory } from '../../src/domain/chat/chat-history-filter';
import { asChatUserId, type ChatHistoryRow } from '../../src/domain/chat/chat-history-row';
import { chatQueryPredicate } from '../../src/domain/chat/chat-search';
import { ChatStatus } from '../../src/domain/chat/chat-status';
import { applyPresence } from '../../src/domain/chat/presence';
import { ListEvent } from '../../src/domain/lists/list-event';
import { listReducer } from '../../src/domain/lists/list-reducer';
import { initialListState } from '../../src/domain/lists/list-state';

const ROWS = 100_000;

/** mulberry32: a small seeded generator, so every run measures the same rows. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function wireRoundTrip<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const random = prng(20261122);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

const first = [
  'Ali',
  'Aras',
  'Bana',
  'Chnar',
  'Dilan',
  'Hawre',
  'Karwan',
  'Lana',
  'Sara',
  'Shvan',
  'Zhino',
  'Omer',
  'Mohammed',
  'Fatima',
  'Noor',
  'Rebwar',
  'Sozan',
  'Hemn',
  'Awat',
  'Rozhin',
  'ئاراس',
  'ژینۆ',
  'هێمن',
  'سارا',
];
const last = [
  'Hasan',
  'Ahmed',
  'Karim',
  'Mahmood',
  'Salih',
  'Aziz',
  'Rasul',
  'Qadir',
  'Omar',
  'Jalal',
  'کەریم',
  'ئەحمەد',
];
const prefixes = ['0750', '0751', '0770', '0771', '0782', '+964750', '+964770'];

// Through JSON, as the rows arrive from the wire: flat strings, not concatenation ropes.
const rows: readonly ChatHistoryRow[] = wireRoundTrip(
  Array.from({ length: ROWS }, (_, i) => ({
    name: `${pick(first)} ${pick(last)}`,
    phoneNumber: `${pick(prefixes)}${digits(7)}`,
    unseenByAdmin: random() < 0.3 ? 1 + Math.floor(random() * 12) : 0,
    superUserId: asChatUserId(`u${i}`),
    isOnline: false,
  })),
);

// The phone hub's presence list: a tenth of the patients online, plus numbers not in the history.
const online: readonly string[] = [
  ...rows.filter(() => random() < 0.1).map((r) => r.phoneNumber),
  ...Array.from({ length: 2_000 }, () => `0799${digits(7)}`),
];

const reduce = listReducer<ChatHistoryRow>({
  emptyOnError: false,
  emptyIsError: false,
  matches: chatQueryPredicate(),
});
const loaded = reduce(initialListState(), ListEvent.succeeded(rows));

const names = {
  filterUnseen: 'status filter + search (unseen, "ali")',
  filterPhone: 'status filter + search (all, "0750")',
  presence: 'presence application (~12k numbers online)',
  listSearch: 'list reducer: searched("Kar")',
} as const;

// Vitest 5 moved `bench` from a top-level import to a test-context fixture. One comparison runs
// every rule with a longer budget than the default, then prints the median of each, which the
// table (mean and tail percentiles) does not show.
describe(`chat and list rules over ${ROWS.toLocaleString('en')} rows`, () => {
  test('keystroke filters, presence and list search', async ({ bench }) => {
    const results = await bench.compare(
      bench(names.filterUnseen, () => {
        filterChatHistory(rows, ChatStatus.Unseen, 'ali');
      }),
      bench(names.filterPhone, () => {
        filterChatHistory(rows, ChatStatus.All, '0750');
      }),
      bench(names.presence, () => {
        applyPresence(rows, online);
      }),
      bench(names.listSearch, () => {
        reduce(loaded, ListEvent.searched('Kar'));
      }),
      { time: 2_000, warmupTime: 500 },
    );
    for (const name of Object.values(names)) {
      const { latency } = results.get(name);
      console.log(`${name}: median ${latency.p50.toFixed(2)} ms over ${latency.samplesCount} samples`);
    }
  });
});
