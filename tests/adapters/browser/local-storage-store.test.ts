// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageStore } from '../../../src/adapters/browser/local-storage-store';

/** A storage that refuses the operations named in `refuses` (Safari private mode, full quota). */
function refusingStorage(refuses: { get?: boolean; set?: boolean; remove?: boolean }): Storage {
  const data = new Map<string, string>();
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    clear: () => data.clear(),
    getItem: (k) => {
      if (refuses.get) throw new DOMException('denied', 'SecurityError');
      return data.get(k) ?? null;
    },
    setItem: (k, v) => {
      if (refuses.set) throw quota();
      data.set(k, v);
    },
    removeItem: (k) => {
      if (refuses.remove) throw new DOMException('denied', 'SecurityError');
      data.delete(k);
    },
  };
}

beforeEach(() => localStorage.clear());

type Op = { kind: 'set'; key: string; value: string } | { kind: 'remove'; key: string };
const key = fc.constantFrom('userData', 'serviceToken', 'berry-config');
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key, value: fc.string() }),
  fc.record({ kind: fc.constant('remove' as const), key }),
);

describe('LocalStorageStore', () => {
  it('behaves as a map over the real local storage', () => {
    fc.assert(
      fc.property(fc.array(op), (ops) => {
        localStorage.clear();
        const store = new LocalStorageStore();
        const model = new Map<string, string>();
        for (const o of ops) {
          if (o.kind === 'set') {
            store.set(o.key, o.value);
            model.set(o.key, o.value);
          } else {
            store.remove(o.key);
            model.delete(o.key);
          }
        }
        for (const k of ['userData', 'serviceToken', 'berry-config']) {
          expect(store.get(k)).toBe(model.get(k) ?? null);
          expect(localStorage.getItem(k)).toBe(model.get(k) ?? null);
        }
      }),
    );
  });

  it('never throws and still behaves as a map when the storage refuses some operations', () => {
    fc.assert(
      fc.property(
        fc.record({ get: fc.boolean(), set: fc.boolean(), remove: fc.boolean() }),
        fc.array(op),
        (refuses, ops) => {
          const storage = refusingStorage(refuses);
          const shared = new LocalStorageStore(() => storage);
          const model = new Map<string, string>();
          for (const o of ops) {
            if (o.kind === 'set') {
              shared.set(o.key, o.value);
              model.set(o.key, o.value);
            } else {
              shared.remove(o.key);
              model.delete(o.key);
            }
          }
          // Only a storage that accepts writes but refuses reads can hide a value: it has it, and
          // will not say.
          if (!refuses.get || refuses.set) {
            for (const k of ['userData', 'serviceToken', 'berry-config'])
              expect(shared.get(k)).toBe(model.get(k) ?? null);
          }
        },
      ),
    );
  });

  it('survives a storage whose very getter throws (storage disabled)', () => {
    const store = new LocalStorageStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => store.set('serviceToken', 'a')).not.toThrow();
    expect(store.get('serviceToken')).toBe('a');
    store.remove('serviceToken');
    expect(store.get('serviceToken')).toBeNull();
  });

  it('serves a value refused for quota from memory, not the older stored copy', () => {
    let full = false;
    const storage = refusingStorage({});
    const quotaAware: Storage = Object.assign(Object.create(null) as Storage, storage, {
      getItem: (k: string) => storage.getItem(k),
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        storage.setItem(k, v);
      },
      removeItem: (k: string) => storage.removeItem(k),
    });
    const store = new LocalStorageStore(() => quotaAware);
    store.set('berry-config', 'old');
    full = true;
    store.set('berry-config', 'new');
    expect(store.get('berry-config')).toBe('new');
  });

  it('works without any storage at all', () => {
    const store = new LocalStorageStore(() => undefined);
    store.set('a', '1');
    expect(store.get('a')).toBe('1');
  });
});
