import type { ChatUserId } from './chat-history-row';

/** An alert to raise: a translation key, its exact English text and whether to play the sound. */
export interface ChatAlert {
  readonly messageKey: string;
  readonly text: string;
  readonly sound: boolean;
}

/** The two alerts of the real-time hubs. */
export const ChatAlert = {
  NewChatMessage: { messageKey: 'alerts.newChatMessage', text: 'New Chat Message', sound: true },
  NewSmsCodeRequest: { messageKey: 'alerts.newSmsCodeRequest', text: 'New SMS Code Request', sound: true },
} as const satisfies Record<string, ChatAlert>;

/** A hub event, by what it means to the staff user. */
export type ChatHubEvent =
  /** The chat hub's `receive`: a patient sent a message; null when the payload names no sender. */
  | { readonly type: 'messageReceived'; readonly senderId: ChatUserId | null }
  /** The phone hub's `newRequest`: a patient asked for an SMS code. */
  | { readonly type: 'smsCodeRequested' };

/**
 * The alert an event raises, or null for none. A chat message raises "New Chat Message" unless it
 * comes from the chat the user has open (`selectedUserId`; null when no chat is open), which the
 * user is already reading; a message whose sender is unknown always alerts, as it cannot be shown
 * to come from the open chat. Every SMS code request raises "New SMS Code Request".
 */
export function alertFor(event: ChatHubEvent, selectedUserId: ChatUserId | null): ChatAlert | null {
  switch (event.type) {
    case 'messageReceived':
      return event.senderId !== null && event.senderId === selectedUserId ? null : ChatAlert.NewChatMessage;
    case 'smsCodeRequested':
      return ChatAlert.NewSmsCodeRequest;
  }
}
