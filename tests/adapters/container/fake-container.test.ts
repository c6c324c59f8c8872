// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resolve, resolveAsync, Tokens, type TokenName } from '../../../src/adapters/container';
import { createStateStore } from '../../../src/application/shared/state-store';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { ChatAlert } from '../../../src/domain/chat/chat-alert';
import { initialUnreadCounter } from '../../../src/domain/chat/unread-counter';
import { INITIAL_SESSION, type SessionState } from '../../../src/domain/session/session-state';
import { SAMPLE_USER } from '../../application/fakes/fake-session-gateway';
import { createFakeDashboardContainer, createFakeSiteContainer } from '../../support/fake-container';
import { clearBrowser } from './container-setup';

beforeEach(clearBrowser);

const ALL_NAMES = Object.keys(Tokens) as TokenName[];

const APPS = [
  { app: 'dashboard', fake: () => createFakeDashboardContainer().container },
  { app: 'site', fake: () => createFakeSiteContainer().container },
] as const;

describe('the in-memory container of tests/support', () => {
  it('answers the fakes for the ports, so no use case reaches the page or the network', () => {
    const { container, ports } = createFakeDashboardContainer();
    expect([
      resolve(container, Tokens.TokenStore),
      resolve(container, Tokens.SessionGateway),
      resolve(container, Tokens.RealtimeHubs),
    ]).toEqual([ports.tokens, ports.session, ports.hubs]);
  });

  it.each(APPS)('resolves every token it binds for the $app, once each', async ({ fake }) => {
    const container = fake();
    const names = ALL_NAMES.filter((name) => container.isBound(Tokens[name]));
    // A token whose code loads on first use (`lazySingleton`) is resolved as its screen does.
    for (const name of names) {
      expect(await container.getAsync(Tokens[name])).toBe(await container.getAsync(Tokens[name]));
    }
  });

  it('builds the dashboard use cases over the fakes: LogIn speaks to the fake session gateway', async () => {
    const { container, ports } = createFakeDashboardContainer();
    const result = await resolve(container, Tokens.LogIn).execute(
      createStateStore<SessionState>(INITIAL_SESSION),
      'admin',
      'secret',
    );
    expect(result).toEqual({ ok: true, value: SAMPLE_USER });
    expect(ports.session.answers.login.calls).toEqual([['admin', 'secret']]);
    expect(ports.tokens.serviceToken()).toBe('service-token');
  });

  it('records every notice in the fake notifier and queues it for the toaster', async () => {
    const { container, ports, toasts } = createFakeDashboardContainer();
    (await resolveAsync(container, Tokens.WatchChatAlerts)).execute({
      counter: createStateStore(initialUnreadCounter),
      selectedChat: () => null,
    });
    ports.hubs.emitChatMessage({ senderId: asChatUserId('8') });
    ports.hubs.emitPhoneRequest({ phoneNumber: '0750' });
    const texts = [ChatAlert.NewChatMessage.text, ChatAlert.NewSmsCodeRequest.text];
    expect(ports.notifier.notices.map((n) => n.text)).toEqual(texts);
    expect(toasts.toasts().map((t) => t.text)).toEqual(texts);
    expect(ports.sound.plays).toBe(2);
  });
});
