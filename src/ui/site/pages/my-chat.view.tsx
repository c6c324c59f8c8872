import 'blueprint-css/site-forms.css';
import { Button, H1, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatMessage } from '../../../application/ports/chat-gateway';
import { ContainerContext } from '../../app/container-context';
import { formatMessageTime } from '../../i18n/message-time';
import { usePageMeta } from '../page-meta';
import { useShell } from '../site-context';
import type { SiteChatServices } from '../site-chat-services';
import { listError, SiteError, SiteLoading } from '../site-states';
import { SiteTokens } from '../site-tokens';
import { MyChatViewModel } from './my-chat.view-model';
import { SignedInOnly } from './signed-in-only';
import './my-chat.css';

/** `/site/app/chat`: the signed-in patient's conversation with the hospital. */
export const MyChatPage = observer(function MyChatPage() {
  const { t } = useShell();
  usePageMeta(t('chat.site.title'), t('chat.site.description'));
  return (
    <div className="site-chat-page">
      <H1>{t('chat.site.title')}</H1>
      <SignedInOnly>
        <ChatLoader />
      </SignedInOnly>
    </div>
  );
});

/** The chat's services arrive with their own code (`getAsync`); the page waits for them. */
const ChatLoader = observer(function ChatLoader() {
  const container = useContext(ContainerContext);
  const [services, setServices] = useState<SiteChatServices | null>(null);
  useEffect(() => {
    let live = true;
    void container?.getAsync(SiteTokens.Chat).then((resolved) => live && setServices(resolved));
    return () => {
      live = false;
    };
  }, [container]);
  return services === null ? <SiteLoading /> : <Conversation services={services} />;
});

const Conversation = observer(function Conversation({ services }: { readonly services: SiteChatServices }) {
  const [vm] = useState(() => new MyChatViewModel(services));
  useEffect(() => vm.start(), [vm]);
  const status = vm.state.status;
  if (status.kind === 'loading') return <SiteLoading />;
  if (status.kind === 'error' || status.kind === 'forbidden')
    return <SiteError error={listError(status)} onRetry={vm.reload} />;
  return (
    <section className="site-chat">
      <MessageList vm={vm} />
      <Composer vm={vm} />
    </section>
  );
});

const Bubble = observer(function Bubble({ message }: { readonly message: ChatMessage }) {
  const shell = useShell();
  const { t } = shell;
  return (
    <li
      className={`site-chat-message ${message.fromStaff ? 'site-chat-theirs' : 'site-chat-mine'}`}
      data-testid="site-chat-message"
      data-from={message.fromStaff ? 'hospital' : 'me'}
    >
      <p dir="auto">{message.text}</p>
      <span className="site-chat-meta">
        {t(message.fromStaff ? 'chat.site.hospital' : 'chat.site.me')}
        {' · '}
        <time dateTime={new Date(message.sentAt).toISOString()}>
          {formatMessageTime(shell.language, message.sentAt)}
        </time>
      </span>
    </li>
  );
});

/**
 * The messages, oldest at the top. Older messages go on top without moving what the reader sees;
 * a new message scrolls into view when the reader was at the bottom.
 */
const MessageList = observer(function MessageList({ vm }: { readonly vm: MyChatViewModel }) {
  const { t } = useShell();
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{ first?: string; last?: string; height: number; atBottom: boolean }>({
    height: 0,
    atBottom: true,
  });
  const { messages, canLoadOlder, loadingOlder } = vm.state;
  const outgoing = vm.outgoing;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const before = last.current;
    const first = messages[0]?.id;
    const newest = outgoing.at(-1)?.clientMessageId ?? messages.at(-1)?.id;
    if (before.first !== undefined && first !== before.first && newest === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (newest !== before.last && before.atBottom) {
      element.scrollTop = element.scrollHeight;
    }
    last.current = {
      first,
      last: newest,
      height: element.scrollHeight,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < 48,
    };
  });

  const remember = () => {
    const element = scroller.current;
    if (element === null) return;
    last.current = {
      ...last.current,
      height: element.scrollHeight,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < 48,
    };
  };

  return (
    <div
      className="site-chat-messages"
      ref={scroller}
      onScroll={remember}
      tabIndex={0}
      aria-label={t('chat.site.messages')}
    >
      {messages.length > 0 && (
        <div className="site-chat-older">
          <Button
            size="small"
            variant="minimal"
            onClick={() => void vm.loadOlder()}
            loading={loadingOlder}
            disabled={!canLoadOlder}
            text={t(canLoadOlder ? 'chat.loadOlder' : 'chat.conversation.noOlder')}
          />
          {vm.olderFailed && (
            <p role="alert" className="site-chat-failed">
              {t('chat.site.olderFailed')}
            </p>
          )}
        </div>
      )}
      {messages.length === 0 && outgoing.length === 0 ? (
        <p className="site-muted site-chat-empty">{t('chat.site.empty')}</p>
      ) : (
        <ol className="site-chat-list" aria-live="polite">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          {outgoing.map((message) => (
            <li
              key={message.clientMessageId}
              className={`site-chat-message site-chat-mine site-chat-${message.status}`}
              data-testid="site-chat-outgoing"
            >
              <p dir="auto">{message.text}</p>
              <span className="site-chat-meta">
                {message.status === 'sending' ? (
                  t('chat.conversation.sending')
                ) : (
                  <>
                    <span className="site-chat-failed">{t('chat.conversation.failed')}</span>{' '}
                    <Button
                      size="small"
                      intent={Intent.PRIMARY}
                      text={t('site.retry')}
                      onClick={() => vm.retry(message.clientMessageId)}
                    />{' '}
                    <Button
                      size="small"
                      variant="minimal"
                      text={t('chat.conversation.discard')}
                      onClick={() => vm.discard(message.clientMessageId)}
                    />
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
});

/** Enter sends, Shift+Enter is a new line (an IME composition's Enter is left to the IME). */
const Composer = observer(function Composer({ vm }: { readonly vm: MyChatViewModel }) {
  const { t } = useShell();
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
    <div className="site-chat-composer">
      <TextArea
        dir="auto"
        rows={2}
        value={draft}
        aria-label={t('chat.site.compose')}
        placeholder={t('chat.site.compose')}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        data-testid="site-chat-compose"
      />
      <Button
        intent={Intent.PRIMARY}
        onClick={send}
        disabled={draft.trim() === ''}
        text={t('chat.conversation.send')}
        data-testid="site-chat-send"
      />
    </div>
  );
});
