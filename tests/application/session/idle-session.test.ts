import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdleKey, IdleSession } from '../../../src/application/session/idle-session';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { FakeClock } from '../fakes/fake-clock';
import { FakeKeyValueStore } from '../fakes/fake-key-value-store';
import { FakeLogger } from '../fakes/fake-logger';
import { FakeSessionGateway } from '../fakes/fake-session-gateway';

const MINUTE = 60_000;

function setUp(limitMinutes = 30) {
  const clock = new FakeClock();
  const storage = new FakeKeyValueStore();
  const gateway = new FakeSessionGateway();
  const logger = new FakeLogger();
  const tab = () => new IdleSession({ gateway, storage, clock, logger }, limitMinutes * MINUTE);
  return { clock, storage, gateway, logger, session: tab(), tab };
}

describe('IdleSession', () => {
  it('warns at 28 minutes without activity and signs out at 30; activity starts the count again', () => {
    const { clock, session } = setUp();
    session.noteActivity();
    clock.advance(28 * MINUTE - 1);
    expect(session.phase().kind).toBe('active');
    clock.advance(1);
    expect(session.phase()).toEqual({ kind: 'warning', remainingMs: 2 * MINUTE });
    session.noteActivity();
    expect(session.phase().kind).toBe('active');
    clock.advance(30 * MINUTE);
    expect(session.phase()).toEqual({ kind: 'expired' });
  });

  it('counts activity in any tab: another tab sharing the storage keeps this one signed in', () => {
    const { clock, session, tab } = setUp();
    const other = tab();
    session.noteActivity();
    clock.advance(20 * MINUTE);
    other.noteActivity();
    clock.advance(20 * MINUTE);
    expect(session.phase().kind).toBe('active');
    clock.advance(10 * MINUTE);
    expect(session.phase().kind).toBe('expired');
  });

  it('tells the server of activity at most every 5 minutes, however often the user acts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 90_000 }), { minLength: 1, maxLength: 200 }), (gaps) => {
        const { clock, gateway, session } = setUp();
        const sent: number[] = [];
        gateway.answers.keepAlive.respondsWith(() => {
          sent.push(clock.now().getTime());
          return { ok: true, value: undefined };
        });
        for (const gap of gaps) {
          clock.advance(gap);
          session.noteActivity();
        }
        expect(sent.length).toBeGreaterThan(0);
        for (let i = 1; i < sent.length; i++) {
          expect((sent[i] ?? 0) - (sent[i - 1] ?? 0)).toBeGreaterThanOrEqual(5 * MINUTE);
        }
        // And never leaves the server more than 5 minutes (plus the last gap) behind the user.
        const last = sent.at(-1) ?? 0;
        expect(clock.now().getTime() - last).toBeLessThan(5 * MINUTE + 90_000 + 5_000);
      }),
    );
  });

  it('tells the server often enough for a short limit: a third of it', () => {
    const { clock, gateway, session } = setUp(3);
    session.noteActivity();
    clock.advance(MINUTE);
    session.noteActivity();
    expect(gateway.answers.keepAlive.count).toBe(2);
  });

  it('tells the server at once when the user asks to stay, and logs a failed keep-alive', async () => {
    const { clock, gateway, logger, session, storage } = setUp();
    session.noteActivity();
    clock.advance(29 * MINUTE);
    gateway.answers.keepAlive.fails(AppErrors.notFound({ message: 'Not found.' }));
    await session.stay();
    expect(gateway.answers.keepAlive.count).toBe(2);
    expect(storage.get(IdleKey.LastActivity)).toBe(String(clock.now().getTime()));
    expect(session.phase().kind).toBe('active');
    expect(logger.warnings.map((w) => w.message)).toEqual(['The keep-alive call failed']);
  });

  it('takes unreadable stored times as no activity recorded, never as a crash', () => {
    const { storage, session } = setUp();
    storage.set(IdleKey.LastActivity, 'not a number');
    storage.set(IdleKey.LastKeepAlive, '');
    expect(session.phase().kind).toBe('active');
    session.noteActivity();
    expect(Number(storage.get(IdleKey.LastActivity))).toBeGreaterThan(0);
  });
});
