import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { alertFor, ChatAlert } from '../../../src/domain/chat/chat-alert';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { chatUserId } from './chat-row.arbitrary';

const selected = fc.option(chatUserId, { nil: null });

describe('the real-time alerts', () => {
  it('shows "New Chat Message" with a sound on receive', () => {
    fc.assert(
      fc.property(fc.option(chatUserId, { nil: null }), selected, (sender, open) => {
        fc.pre(sender === null || sender !== open);
        const alert = alertFor({ type: 'messageReceived', senderId: sender }, open);
        return alert?.text === 'New Chat Message' && alert.sound;
      }),
    );
  });

  it('suppresses the chat alert when the message is from the currently selected chat user', () => {
    fc.assert(
      fc.property(chatUserId, (user) => alertFor({ type: 'messageReceived', senderId: user }, user) === null),
    );
  });

  it('shows "New SMS Code Request" with a sound on every newRequest', () => {
    fc.assert(
      fc.property(selected, (open) => {
        const alert = alertFor({ type: 'smsCodeRequested' }, open);
        return alert?.text === 'New SMS Code Request' && alert.sound;
      }),
    );
  });

  const ali = asChatUserId('ali');
  const bana = asChatUserId('bana');
  it.each([
    [
      'a message from another user',
      { type: 'messageReceived', senderId: bana } as const,
      ali,
      ChatAlert.NewChatMessage,
    ],
    [
      'a message with no chat open',
      { type: 'messageReceived', senderId: bana } as const,
      null,
      ChatAlert.NewChatMessage,
    ],
    ['a message from the open chat', { type: 'messageReceived', senderId: ali } as const, ali, null],
    [
      'a message from an unknown sender',
      { type: 'messageReceived', senderId: null } as const,
      ali,
      ChatAlert.NewChatMessage,
    ],
    [
      'a message from an unknown sender with no chat open',
      { type: 'messageReceived', senderId: null } as const,
      null,
      ChatAlert.NewChatMessage,
    ],
    ['an SMS code request', { type: 'smsCodeRequested' } as const, ali, ChatAlert.NewSmsCodeRequest],
  ])('%s', (_name, event, open, expected) => {
    expect(alertFor(event, open)).toStrictEqual(expected);
  });

  it('spells the alerts exactly as the spec does', () => {
    expect(ChatAlert.NewChatMessage.text).toBe('New Chat Message');
    expect(ChatAlert.NewSmsCodeRequest.text).toBe('New SMS Code Request');
  });
});
