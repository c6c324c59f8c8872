import { Button, H2, HTMLSelect, InputGroup, NonIdealState } from '@blueprintjs/core';
import { Chat, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { TranslationParams } from '../../../application/ports/translator';
import { asChatUserId, type ChatHistoryRow } from '../../../domain/chat/chat-history-row';
import { ChatStatus, parseChatStatus } from '../../../domain/chat/chat-status';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { formatMessageTime, formatRowTime } from '../../i18n/message-time';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import { restingReaction } from '../resource-list/resting-reaction';
import { ChatConversation } from './chat-conversation.view';
import type { ChatViewModel } from './chat.view-model';
import './chat.css';

/** The status of the URL's `status` parameter (0, 1 or 2), else all. */
const statusFromUrl = (value: string | null): ChatStatus => {
  const parsed = parseChatStatus(value === null ? null : Number(value));
  return parsed.ok ? parsed.value : ChatStatus.All;
};

/** How long typing rests before the search is written into the URL. */
const SEARCH_REST_MS = 300;

const STATUS_OPTIONS = [
  { value: ChatStatus.Unseen, key: 'chat.status.unseen' },
  { value: ChatStatus.AllSeen, key: 'chat.status.allSeen' },
  { value: ChatStatus.All, key: 'chat.status.all' },
] as const;

/** A plain click, which the page handles itself; a click with a modifier opens a tab or window. */
const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The texts every inbox row shows the same way, in the shown language. */
interface RowContext {
  readonly language: string;
  readonly t: (key: string, params?: TranslationParams) => string;
  /** Now, as the rows' times are shown against it (a time today, else a date). */
  readonly now: number;
  readonly online: string;
  readonly offline: string;
}

interface RowTimes {
  readonly language: string;
  readonly now: number;
  readonly iso: string;
  readonly full: string;
  readonly short: string;
}

/**
 * A last message's times as its row shows them, kept with the message: a search that brings rows
 * back draws them again, and formatting 300 dates per key is a good part of that.
 */
const rowTimes = new WeakMap<object, RowTimes>();

function timesOf(last: NonNullable<ChatHistoryRow['lastMessage']>, context: RowContext): RowTimes {
  const kept = rowTimes.get(last);
  if (kept !== undefined && kept.language === context.language && kept.now === context.now) return kept;
  const made = {
    language: context.language,
    now: context.now,
    iso: new Date(last.sentAt).toISOString(),
    full: formatMessageTime(context.language, last.sentAt),
    short: formatRowTime(context.language, last.sentAt, context.now),
  };
  rowTimes.set(last, made);
  return made;
}

/**
 * One inbox row: a link to the conversation. Opened with a click, the inbox's filter stays in the
 * URL (`onOpen`). The row depends on nothing but its own props (its row, whether it is open, the
 * language), none of which a key typed in the search changes, so such a key draws only the rows
 * that come or go; and it is a plain link, not the router's, which would draw every row again at
 * each change of the URL and resolve its path each time.
 */
const InboxRow = memo(function InboxRow({
  row,
  selected,
  onOpen,
  context,
}: {
  readonly row: ChatHistoryRow;
  readonly selected: boolean;
  readonly onOpen: (pathname: string) => void;
  readonly context: RowContext;
}) {
  const { t } = context;
  const last = row.lastMessage;
  const times = last === undefined ? undefined : timesOf(last, context);
  const pathname = `/app/chat/${encodeURIComponent(row.superUserId)}`;
  return (
    <li className="chat-row-item">
      <a
        href={pathname}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onOpen(pathname);
        }}
        className={`chat-row${selected ? ' chat-row-selected' : ''}`}
        aria-current={selected ? 'page' : undefined}
        data-testid="chat-row"
        data-user-id={row.superUserId}
      >
        <span
          className={`chat-presence${row.isOnline ? ' chat-presence-online' : ''}`}
          role="img"
          aria-label={row.isOnline ? context.online : context.offline}
        />
        <span className="chat-row-text">
          <span className="chat-row-name">
            <bdi>{row.name}</bdi>
          </span>
          <span className="chat-row-phone">
            <bdi dir="ltr">{row.phoneNumber}</bdi>
          </span>
          {last !== undefined && (
            <span className="chat-row-last" dir="auto" data-testid="chat-row-last">
              {last.text}
            </span>
          )}
        </span>
        {times !== undefined && (
          <time className="chat-row-time" dateTime={times.iso} title={times.full} data-testid="chat-row-time">
            {times.short}
          </time>
        )}
        {row.unseenByAdmin > 0 && (
          <span
            className="chat-row-unseen"
            data-testid="chat-row-unseen"
            aria-label={t('chat.inbox.unseen', { total: row.unseenByAdmin })}
          >
            {row.unseenByAdmin}
          </span>
        )}
      </a>
    </li>
  );
});

const ChatInbox = observer(function ChatInbox({
  vm,
  openId,
}: {
  readonly vm: ChatViewModel;
  readonly openId?: string;
}) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFromUrl(searchParams.get('status'));
  const query = searchParams.get('q') ?? '';

  // The URL is the filter's truth: a link or a reload shows the same rows.
  useEffect(() => vm.setStatus(status), [vm, status]);
  useEffect(() => vm.setSearch(query), [vm, query]);

  const setParam = (name: string, value: string, empty: string) =>
    setSearchParams(
      (params) => {
        if (value === empty) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true },
    );

  const setParamRef = useRef(setParam);
  setParamRef.current = setParam;
  // A key typed filters at once; the URL follows once typing rests, since each change of the URL
  // draws the whole screen again (the lists' search does the same).
  useEffect(
    () =>
      restingReaction(
        () => vm.history.list.query,
        (typed) => setParamRef.current('q', typed, ''),
        SEARCH_REST_MS,
        (a, b) => a === b,
      ),
    [vm],
  );
  const search = searchParams.toString() === '' ? '' : `?${searchParams.toString()}`;
  // The rows open their chat with the filter of the moment, read when clicked: one function for
  // the inbox's life, so the rows are not drawn again for each key of the search.
  const navigate = useNavigate();
  const searchNow = useRef(search);
  searchNow.current = search;
  const open = useCallback(
    (pathname: string) => void navigate({ pathname, search: searchNow.current }),
    [navigate],
  );
  const app = useApp();
  const items = vm.history.list.items;
  // New with the language, and with the rows read again (their times are shown against now).
  const context = useMemo<RowContext>(
    () => ({
      language: app.language,
      t: app.t,
      now: Date.now(),
      online: app.t('chat.online'),
      offline: app.t('chat.offline'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `items` renews `now`
    [app.language, app.t, items],
  );
  const rows = vm.rows;
  return (
    <section className="chat-inbox" aria-label={t('chat.inbox.title')}>
      <div className="chat-inbox-filters">
        <InputGroup
          type="search"
          leftIcon={<Search />}
          placeholder={t('chat.inbox.search')}
          aria-label={t('chat.inbox.search')}
          value={vm.history.list.query}
          onValueChange={(value) => vm.setSearch(value)}
        />
        <HTMLSelect
          aria-label={t('chat.inbox.status')}
          value={status}
          onChange={(event) => setParam('status', event.currentTarget.value, String(ChatStatus.All))}
          options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.key) }))}
        />
      </div>
      <ListStates
        status={vm.history.list.status}
        isEmpty={rows.length === 0}
        onRetry={() => void vm.reload()}
      >
        <ul className="chat-rows">
          {rows.map((row) => (
            <InboxRow
              key={row.superUserId}
              row={row}
              selected={row.superUserId === openId}
              onOpen={open}
              context={context}
            />
          ))}
        </ul>
      </ListStates>
    </section>
  );
});

/**
 * `/app/chat` and `/app/chat/{id}`: the inbox, and the open conversation beside it on wide screens
 * or alone on phones. The hubs keep both current while the screen is shown.
 */
const ChatScreen = observer(function ChatScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.Chat);
  const { id } = useParams();

  useEffect(() => {
    const stop = vm.start();
    return () => {
      stop();
      vm.stop();
    };
  }, [vm]);

  useEffect(() => void vm.open(id === undefined ? null : asChatUserId(id)), [vm, id]);

  if (vm.history.noChatDepartment) {
    return (
      <div className="screen" data-route="chat">
        <H2 className="screen-title">{t('routes.chat')}</H2>
        <NonIdealState
          icon={<Chat size={48} />}
          title={t('chat.noChatDepartment')}
          description={t('chat.inbox.noChatDepartmentHelp')}
          action={<Button onClick={() => void vm.reload()}>{t('common.retry')}</Button>}
        />
      </div>
    );
  }

  return (
    <div className="screen chat-screen" data-route={id === undefined ? 'chat' : 'chatWith'}>
      <H2 className="screen-title">{t(id === undefined ? 'routes.chat' : 'routes.chatWith')}</H2>
      <div className={`chat-layout${id === undefined ? '' : ' chat-layout-open'}`}>
        <ChatInbox vm={vm} openId={id} />
        {id === undefined ? (
          <NonIdealState className="chat-pick" icon={<Chat size={48} />} title={t('chat.inbox.pick')} />
        ) : (
          <ChatConversation vm={vm} />
        )}
      </div>
    </div>
  );
});

export default ChatScreen;
