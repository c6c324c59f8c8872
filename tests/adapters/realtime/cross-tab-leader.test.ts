import { afterEach, describe, expect, it } from 'vitest';
import { CrossTabLeader, type TabRoleHandlers } from '../../../src/adapters/realtime/cross-tab-leader';
import { eventually, FakeChannels, FakeLocks } from '../support/fake-tabs';

/** A tab's handlers, recording what happens to it. */
function tab() {
  const log: string[] = [];
  const received: unknown[] = [];
  const handlers: TabRoleHandlers = {
    lead: async (takeover) => void log.push(takeover ? 'takeover' : 'lead'),
    resign: async () => void log.push('resign'),
    message: (data) => void received.push(data),
  };
  return { log, received, handlers };
}

const opened: CrossTabLeader[] = [];
function leader(locks: FakeLocks | null, channels: FakeChannels | null, name = 'hubs') {
  const l = new CrossTabLeader({ name, locks, createChannel: channels?.create ?? null });
  opened.push(l);
  return l;
}
afterEach(async () => {
  for (const l of opened.splice(0)) await l.leave();
});

describe('CrossTabLeader', () => {
  it('makes the first tab the leader and every later tab a follower', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const [a, b, c] = [tab(), tab(), tab()];
    expect(await leader(locks, channels).join(a.handlers)).toBe('leader');
    expect(await leader(locks, channels).join(b.handlers)).toBe('follower');
    expect(await leader(locks, channels).join(c.handlers)).toBe('follower');
    expect([a.log, b.log, c.log]).toEqual([['lead'], [], []]);
  });

  it('hands the lead to the next waiting tab when the leader leaves, as a takeover', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const [a, b, c] = [tab(), tab(), tab()];
    const first = leader(locks, channels);
    await first.join(a.handlers);
    const second = leader(locks, channels);
    await second.join(b.handlers);
    await leader(locks, channels).join(c.handlers);

    await first.leave();
    await eventually(() => b.log.length > 0, 1_000, 'the takeover');
    expect(a.log).toEqual(['lead', 'resign']);
    expect(b.log).toEqual(['takeover']);
    expect(c.log).toEqual([]);
    expect(second.role).toBe('leader');
  });

  it('resigns before it releases the lock, so two leaders never overlap', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const order: string[] = [];
    const first = leader(locks, channels);
    await first.join({
      lead: async () => undefined,
      resign: async () => {
        order.push(`resign, lock held: ${locks.isHeld('hubs')}`);
      },
      message: () => undefined,
    });
    await leader(locks, channels).join({
      ...tab().handlers,
      lead: async () => void order.push('next leads'),
    });
    await first.leave();
    await eventually(() => order.length === 2, 1_000);
    expect(order).toEqual(['resign, lock held: true', 'next leads']);
  });

  it('gives up the place in the queue when a follower leaves', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const [a, b, c] = [tab(), tab(), tab()];
    const first = leader(locks, channels);
    await first.join(a.handlers);
    const second = leader(locks, channels);
    await second.join(b.handlers);
    await leader(locks, channels).join(c.handlers);
    await second.leave();
    await first.leave();
    await eventually(() => c.log.length > 0, 1_000, 'the third tab to lead');
    expect(b.log).toEqual([]);
    expect(c.log).toEqual(['takeover']);
  });

  it('delivers a broadcast to every other tab and never to the sender', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    const [a, b, c] = [tab(), tab(), tab()];
    const first = leader(locks, channels);
    await first.join(a.handlers);
    await leader(locks, channels).join(b.handlers);
    await leader(locks, channels).join(c.handlers);
    first.broadcast({ hello: 1 });
    await eventually(() => b.received.length === 1 && c.received.length === 1, 1_000);
    expect(a.received).toEqual([]);
    expect(b.received).toEqual([{ hello: 1 }]);
  });

  it('closes its channel on leave and ignores a broadcast afterwards', async () => {
    const channels = new FakeChannels();
    const only = leader(new FakeLocks(), channels);
    await only.join(tab().handlers);
    expect(channels.openCount).toBe(1);
    await only.leave();
    expect(channels.openCount).toBe(0);
    expect(() => only.broadcast({ late: true })).not.toThrow();
  });

  it('makes every tab its own leader without Web Locks or without BroadcastChannel', async () => {
    const [a, b, c] = [tab(), tab(), tab()];
    expect(await leader(null, new FakeChannels()).join(a.handlers)).toBe('leader');
    expect(await leader(null, new FakeChannels()).join(b.handlers)).toBe('leader');
    expect(await leader(new FakeLocks(), null).join(c.handlers)).toBe('leader');
    expect([a.log, b.log, c.log]).toEqual([['lead'], ['lead'], ['lead']]);
  });

  it('keeps separate elections for separate names', async () => {
    const locks = new FakeLocks();
    const channels = new FakeChannels();
    expect(await leader(locks, channels, 'one').join(tab().handlers)).toBe('leader');
    expect(await leader(locks, channels, 'two').join(tab().handlers)).toBe('leader');
  });

  it('elects one leader with the platform Web Locks and BroadcastChannel too', async () => {
    const [a, b] = [tab(), tab()];
    const name = `platform-${Math.random()}`;
    const first = new CrossTabLeader({ name });
    const second = new CrossTabLeader({ name });
    opened.push(first, second);
    expect(first.shared).toBe(true);
    expect(await first.join(a.handlers)).toBe('leader');
    expect(await second.join(b.handlers)).toBe('follower');
    first.broadcast({ via: 'platform' });
    await eventually(() => b.received.length === 1, 1_000, 'the platform channel');
    await first.leave();
    await eventually(() => b.log.length === 1, 1_000, 'the platform takeover');
    expect(b.log).toEqual(['takeover']);
  });
});
