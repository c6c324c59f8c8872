import { Button, Card, HTMLSelect, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { ArrowLeft, SendMessage } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { memo, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ChatMessage } from '../../../application/ports/chat-gateway';
import { useApp } from '../../app/app-context';
import { formatMessageTime } from '../../i18n/message-time';
import { useT } from '../../i18n/use-t';
import { useChoiceLabel } from '../chat-admin/patient-choice-label';
import { ListStates } from '../resource-list/list-states.view';
import { templateBody, type ChatViewModel } from './chat.view-model';
import { messageBlocks, sameMessages } from './message-blocks';

/** What every message of a conversation shows the same way: the patient's name, staff's label, the language. */
interface BubbleContext {
  readonly patientName: string;
  readonly staffLabel: string;
  readonly language: string;
}

function MessageBubble({
  message,
  context,
}: {
  readonly message: ChatMessage;
  readonly context: BubbleContext;
}) {
  return (
    <div
      role="listitem"
      className={`chat-message ${message.fromStaff ? 'chat-message-staff' : 'chat-message-patient'}`}
      data-testid="chat-message"
    >
      <p className="chat-message-text" dir="auto">
        {message.text}
      </p>
      <span className="chat-message-meta">
        <span dir="auto">{message.fromStaff ? context.staffLabel : context.patientName}</span>
        {' · '}
        <time dateTime={new Date(message.sentAt).toISOString()}>
          {formatMessageTime(context.language, message.sentAt)}
        </time>
      </span>
    </div>
  );
}

/**
 * A block of consecutive messages (message-blocks.ts), skipped by the browser while out of view.
 * Until it has been drawn once, its height is guessed from its number of messages; after that the
 * browser keeps its drawn height. Drawn again only when its messages or their common texts change.
 */
const MessageBlockView = memo(
  function MessageBlockView({
    messages,
    context,
  }: {
    readonly messages: readonly ChatMessage[];
    readonly context: BubbleContext;
  }) {
    return (
      <div className="chat-message-block" style={{ containIntrinsicSize: `auto ${messages.length * 4}rem` }}>
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} context={context} />
        ))}
      </div>
    );
  },
  (before, after) =>
    sameMessages(before.messages, after.messages) &&
    before.context.patientName === after.context.patientName &&
    before.context.staffLabel === after.context.staffLabel &&
    before.context.language === after.context.language,
);

/**
 * The messages, oldest at the top. Long chats stay smooth through the browser's own windowing:
 * the messages are drawn in blocks (`content-visibility: auto` on each block, chat.css), and a
 * block out of view is neither laid out, painted nor hit-tested, while every message stays in the
 * page for the browser's find and for screen readers. Older pages go on top without moving what
 * is on screen; a new message at the bottom scrolls into view when the reader was already at the
 * bottom.
 */
const MessageList = observer(function MessageList({ vm }: { readonly vm: ChatViewModel }) {
  const t = useT();
  const app = useApp();
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{ first?: string; last?: string; height: number; top: number; atBottom: boolean }>({
    height: 0,
    top: 0,
    atBottom: true,
  });
  // The first message of block 0, for this conversation: blocks are counted from it, so older
  // pages and new messages leave the blocks already drawn as they are.
  const anchor = useRef<{ userId: string | null; id: string | undefined }>({ userId: null, id: undefined });
  const messages = vm.conversation.messages.messages;
  const outgoing = vm.openOutgoing;
  const patientName = vm.openRow?.name ?? vm.openPatient?.name ?? '';
  const staffLabel = t('chat.conversation.staff');
  const context = useMemo(
    () => ({ patientName, staffLabel, language: app.language }),
    [patientName, staffLabel, app.language],
  );
  let anchorIndex =
    anchor.current.userId === vm.openUserId ? messages.findIndex((m) => m.id === anchor.current.id) : -1;
  if (anchorIndex < 0) {
    anchor.current = { userId: vm.openUserId, id: messages[0]?.id };
    anchorIndex = 0;
  }
  const blocks = messageBlocks(messages, anchorIndex);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const before = last.current;
    const first = messages[0]?.id;
    const newest = outgoing.at(-1)?.clientMessageId ?? messages.at(-1)?.id;
    if (before.first !== undefined && first !== before.first && newest === before.last) {
      // Older messages went on top: keep the same messages under the reader's eyes.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (newest !== before.last && (before.atBottom || before.last === undefined)) {
      element.scrollTop = element.scrollHeight;
    }
    last.current = {
      first,
      last: newest,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < 48,
    };
  });

  const remember = () => {
    const element = scroller.current;
    if (element === null) return;
    last.current = {
      ...last.current,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < 48,
    };
  };

  const status = vm.conversation.status;
  if (status.kind === 'loading') return <Spinner aria-label={t('common.loading')} className="chat-loading" />;
  // The denied and failed states are the lists' own; an empty chat is drawn below, with its Older button.
  return (
    <ListStates status={status} isEmpty={false} onRetry={() => void vm.open(vm.openUserId)}>
      <div
        className="chat-messages"
        ref={scroller}
        onScroll={remember}
        tabIndex={0}
        aria-label={t('chat.conversation.messages')}
      >
        <div className="chat-older">
          <Button
            small
            variant="minimal"
            onClick={() => void vm.loadOlder()}
            loading={vm.loadingOlder}
            disabled={!vm.conversation.messages.canLoadOlder}
            data-testid="chat-older"
          >
            {t(vm.conversation.messages.canLoadOlder ? 'chat.loadOlder' : 'chat.conversation.noOlder')}
          </Button>
        </div>
        {messages.length === 0 && outgoing.length === 0 ? (
          <p className="chat-empty">{t('chat.conversation.empty')}</p>
        ) : (
          <div role="list" className="chat-message-list" aria-live="polite">
            {blocks.map((block) => (
              <MessageBlockView key={block.key} messages={block.messages} context={context} />
            ))}
            {outgoing.map((message) => (
              <div
                role="listitem"
                key={message.clientMessageId}
                className={`chat-message chat-message-staff chat-message-${message.status}`}
                data-testid="chat-outgoing"
              >
                <p className="chat-message-text" dir="auto">
                  {message.text}
                </p>
                <span className="chat-message-meta">
                  {message.status === 'sending' ? (
                    t('chat.conversation.sending')
                  ) : (
                    <>
                      <span className="chat-failed">{t('chat.conversation.failed')}</span>{' '}
                      <Button small intent={Intent.PRIMARY} onClick={() => vm.retry(message.clientMessageId)}>
                        {t('common.retry')}
                      </Button>{' '}
                      <Button small variant="minimal" onClick={() => vm.discard(message.clientMessageId)}>
                        {t('chat.conversation.discard')}
                      </Button>
                    </>
                  )}
                </span>
              </div>
            ))}
          </div>
        )}
      </div>
    </ListStates>
  );
});

/** Enter sends, Shift+Enter is a new line; templates insert their text at the end of the draft. */
const Composer = observer(function Composer({ vm }: { readonly vm: ChatViewModel }) {
  const app = useApp();
  const t = useT();
  const [draft, setDraft] = useState('');
  const send = () => {
    if (vm.send(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <div className="chat-composer">
      {vm.templates.length > 0 && (
        <div className="chat-composer-tools">
          <HTMLSelect
            aria-label={t('chat.conversation.template')}
            value=""
            onChange={(event) => {
              const template = vm.templates.find((item) => String(item.id) === event.currentTarget.value);
              if (template !== undefined) {
                const body = templateBody(template, app.language);
                setDraft((current) => (current.trim() === '' ? body : `${current}\n${body}`));
              }
            }}
            options={[
              { value: '', label: t('chat.conversation.template') },
              ...vm.templates.map((template) => ({ value: String(template.id), label: template.title })),
            ]}
          />
        </div>
      )}
      <TextArea
        dir="auto"
        rows={2}
        value={draft}
        aria-label={t('chat.conversation.compose')}
        placeholder={t('chat.conversation.compose')}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        data-testid="chat-compose"
      />
      <Button
        icon={<SendMessage />}
        intent={Intent.PRIMARY}
        onClick={send}
        disabled={draft.trim() === ''}
        aria-label={t('chat.conversation.send')}
        data-testid="chat-send"
      >
        {t('chat.conversation.send')}
      </Button>
    </div>
  );
});

const PatientCard = observer(function PatientCard({ vm }: { readonly vm: ChatViewModel }) {
  const t = useT();
  const label = useChoiceLabel();
  const patient = vm.openPatient;
  if (patient === undefined) return null;
  const fields: [string, string][] = [
    ['chat.conversation.phone', patient.phoneNumber],
    ['chat.conversation.birthdate', patient.birthdate],
    // The backend's words (Female, Married) in the shown language.
    ['chat.conversation.sex', label('sex', patient.sex)],
    ['chat.conversation.maritalStatus', label('maritalStatus', patient.maritalStatus)],
    ['chat.conversation.bloodGroup', patient.bloodGroup],
  ];
  return (
    <Card compact className="chat-patient-card">
      {/* Folded on phones, where the messages need the height; open beside a wide inbox. */}
      <details open={window.matchMedia('(min-width: 768px)').matches}>
        <summary>{t('chat.conversation.patient')}</summary>
        <dl>
          {fields
            .filter(([, value]) => value !== '')
            .map(([key, value]) => (
              <div key={key}>
                <dt>{t(key)}</dt>
                <dd dir="auto">{value}</dd>
              </div>
            ))}
          {vm.responders.length > 0 && (
            <div>
              <dt>{t('chat.conversation.responders')}</dt>
              <dd dir="auto">{vm.responders.map((r) => r.fullName).join(', ')}</dd>
            </div>
          )}
        </dl>
      </details>
    </Card>
  );
});

/** The open conversation: who it is with, the messages, the composer. */
export const ChatConversation = observer(function ChatConversation({ vm }: { readonly vm: ChatViewModel }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const row = vm.openRow;
  const name = row?.name ?? vm.openPatient?.name ?? '';
  const search = searchParams.toString();
  return (
    <section className="chat-conversation" aria-label={t('chat.conversation.title', { name })}>
      <header className="chat-conversation-header">
        <Link
          to={{ pathname: '/app/chat', search }}
          className="chat-back"
          aria-label={t('chat.conversation.back')}
        >
          <ArrowLeft className="chat-back-icon" />
        </Link>
        <span
          className={`chat-presence${row?.isOnline === true ? ' chat-presence-online' : ''}`}
          role="img"
          aria-label={t(row?.isOnline === true ? 'chat.online' : 'chat.offline')}
        />
        <strong data-testid="chat-open-name">
          <bdi>{name}</bdi>
        </strong>
      </header>
      <PatientCard vm={vm} />
      <MessageList vm={vm} />
      <Composer vm={vm} />
    </section>
  );
});
