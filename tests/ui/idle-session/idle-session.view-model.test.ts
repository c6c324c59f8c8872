import { describe, expect, it } from 'vitest';
import { IdleKey, IdleSession } from '../../../src/application/session/idle-session';
import {
  IdleSessionViewModel,
  type SignOutReason,
} from '../../../src/ui/features/idle-session/idle-session.view-model';
import { FakeClock } from '../../application/fakes/fake-clock';
import { FakeKeyValueStore } from '../../application/fakes/fake-key-value-store';
import { FakeLogger } from '../../application/fakes/fake-logger';
import { FakeSessionGateway } from '../../application/fakes/fake-session-gateway';

const MINUTE = 60_000;

function setUp() {
  const clock = new FakeClock();
  const storage = new FakeKeyValueStore();
  const gateway = new FakeSessionGateway();
  const session = new IdleSession({ gateway, storage, clock, logger: new FakeLogger() }, 30 * MINUTE);
  const signedOut: SignOutReason[] = [];
  const vm = new IdleSessionViewModel(
    session,
    async (reason) => void signedOut.push(reason),
    () => clock.now().getTime(),
  );
  return { clock, storage, gateway, vm, signedOut };
}

describe('IdleSessionViewModel', () => {
  it('counts opening the dashboard as activity, even after a long-idle earlier session', () => {
    const clock = new FakeClock();
    const storage = new FakeKeyValueStore();
    storage.set(IdleKey.LastActivity, String(clock.now().getTime() - 5 * 60 * MINUTE));
    const session = new IdleSession(
      { gateway: new FakeSessionGateway(), storage, clock, logger: new FakeLogger() },
      30 * MINUTE,
    );
    const vm = new IdleSessionViewModel(
      session,
      async () => {},
      () => clock.now().getTime(),
    );
    expect(vm.phase.kind).toBe('active');
  });

  it('shows the warning with an m:ss countdown for the last two minutes, then signs out as idle once', async () => {
    const { clock, vm, signedOut } = setUp();
    clock.advance(28 * MINUTE);
    vm.tick();
    expect(vm.phase.kind).toBe('warning');
    expect(vm.remaining).toBe('2:00');
    clock.advance(61_000);
    vm.tick();
    expect(vm.remaining).toBe('0:59');
    clock.advance(59_000);
    vm.tick();
    vm.tick();
    await Promise.resolve();
    expect(signedOut).toEqual(['idle']);
  });

  it('keeps the session on "Stay signed in" and tells the server at once', async () => {
    const { clock, gateway, vm, signedOut } = setUp();
    clock.advance(29 * MINUTE);
    vm.tick();
    const calls = gateway.answers.keepAlive.count;
    await vm.stay();
    expect(vm.phase.kind).toBe('active');
    expect(gateway.answers.keepAlive.count).toBe(calls + 1);
    clock.advance(29 * MINUTE);
    vm.tick();
    expect(signedOut).toEqual([]);
  });

  it('lets input keep an active session, but not dismiss a shown warning', () => {
    const { clock, vm } = setUp();
    clock.advance(20 * MINUTE);
    vm.input();
    clock.advance(20 * MINUTE);
    vm.tick();
    expect(vm.phase.kind).toBe('active');
    clock.advance(9 * MINUTE);
    vm.tick();
    expect(vm.phase.kind).toBe('warning');
    vm.input();
    vm.tick();
    expect(vm.phase.kind).toBe('warning');
  });

  it('signs out at the user’s request as the user’s choice', async () => {
    const { vm, signedOut } = setUp();
    await vm.leave();
    await vm.leave();
    expect(signedOut).toEqual(['user']);
  });
});
