import type { ChatUserId } from '../../domain/chat/chat-history-row';
import { alertFor, type ChatAlert, type ChatHubEvent } from '../../domain/chat/chat-alert';
import { reduceUnreadCounter, type UnreadCounter } from '../../domain/chat/unread-counter';
import type { PermissionArea } from '../../domain/lists/permission-area';
import { submissionAlertFor } from '../../domain/submissions/submission-alert';
import type { Notifier } from '../ports/notifier';
import type { RealtimeHubs } from '../ports/realtime-hubs';
import type { Sound } from '../ports/sound';
import type { Unsubscribe } from '../ports/unsubscribe';
import { updateStore, type StateStore } from '../shared/state-store';
import type { RefreshUnreadCounter } from './refresh-unread-counter';

/** What the shell hands the watch: the badge's counter and the chat the user has open. */
export interface ChatAlertTargets {
  readonly counter: StateStore<UnreadCounter>;
  /** The chat open on screen now, or null: its messages raise no alert. */
  readonly selectedChat: () => ChatUserId | null;
  /** The user's permission areas: a send from the site is announced only to staff who can see it. */
  readonly areas?: () => readonly PermissionArea[];
}

/**
 * The shell's live notifications, from subscription until the returned function is called:
 * - a chat `receive` refreshes the unread counter and shows "New Chat Message" with a sound,
 *   unless it comes from the open chat;
 * - a phone `newRequest` shows "New SMS Code Request" with a sound;
 * - a contact message, complaint or job application sent from the site is announced quietly to
 *   staff whose areas show it (`submissionAlertFor`);
 * - after a reconnect the counter is re-synced, as events may have been missed.
 * The counter is first refreshed at once, so the badge is right from the start.
 */
export class WatchChatAlerts {
  constructor(
    private readonly hubs: Pick<
      RealtimeHubs,
      'onChatMessage' | 'onPhoneRequest' | 'onSubmission' | 'onReconnected'
    >,
    private readonly notifier: Notifier,
    private readonly sound: Sound,
    private readonly refreshCounter: RefreshUnreadCounter,
  ) {}

  execute(targets: ChatAlertTargets): Unsubscribe {
    const { counter } = targets;
    const refresh = () => void this.refreshCounter.execute(counter);
    const raise = (event: ChatHubEvent) => {
      const alert = alertFor(event, targets.selectedChat());
      if (alert !== null) this.show(alert);
    };
    const stops = [
      this.hubs.onChatMessage(({ senderId }) => {
        updateStore(counter, (state) => reduceUnreadCounter(state, { type: 'messageReceived' }));
        refresh();
        raise({ type: 'messageReceived', senderId });
      }),
      this.hubs.onPhoneRequest(() => raise({ type: 'smsCodeRequested' })),
      this.hubs.onSubmission(({ kind }) => {
        const alert = submissionAlertFor(kind, targets.areas?.() ?? []);
        if (alert !== null) this.show(alert);
      }),
      this.hubs.onReconnected(refresh),
    ];
    refresh();
    return () => {
      for (const stop of stops) stop();
    };
  }

  private show(alert: ChatAlert): void {
    this.notifier.notify({ key: alert.messageKey, text: alert.text });
    if (alert.sound) this.sound.playAlert();
  }
}
