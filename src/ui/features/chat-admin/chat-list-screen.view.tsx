import {
  Button,
  Callout,
  FormGroup,
  H2,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
} from '@blueprintjs/core';
import { Chat, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { ChatListRow } from '../../../domain/chat/chat-list';
import { ChatStatus, parseChatStatus } from '../../../domain/chat/chat-status';
import {
  isEmptyPatientFilter,
  PatientFilterParam,
  patientFilterFromParams,
} from '../../../domain/patients/patient-filter-query';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { formatMessageTime, formatRowTime } from '../../i18n/message-time';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import { Pager } from '../resource-list/pager.view';
import { PAGE_PARAM, useFilterUrl } from './filter-url';
import { formatLocalDay } from './patient-dates';
import { PatientFilterForm, useChoiceLabel, type PatientCriterion } from './patient-filter-form.view';
import './chat-admin.css';

/** The inbox's own address parameters, the same as `/app/chat`'s, so a filter reads the same on both. */
const STATUS_PARAM = 'status';
const QUERY_PARAM = 'q';

/** The search covers names and phone numbers, so the card criteria are the ones offered besides it. */
const CRITERIA: readonly PatientCriterion[] = ['sex', 'maritalStatus', 'bloodGroup', 'createdOnOrAfter'];

const STATUS_OPTIONS = [
  { value: ChatStatus.All, key: 'chat.status.all' },
  { value: ChatStatus.Unseen, key: 'chat.status.unseen' },
  { value: ChatStatus.AllSeen, key: 'chat.status.allSeen' },
] as const;

const statusFrom = (value: string | undefined): ChatStatus => {
  const parsed = parseChatStatus(value === undefined ? null : Number(value));
  return parsed.ok ? parsed.value : ChatStatus.All;
};

const ChatRow = observer(function ChatRow({ row }: { readonly row: ChatListRow }) {
  const t = useT();
  const app = useApp();
  const label = useChoiceLabel();
  const last = row.lastMessage;
  return (
    <tr data-testid="chat-list-row" data-user-id={row.superUserId}>
      <th scope="row">
        <Link
          to={`/app/chat/${encodeURIComponent(row.superUserId)}`}
          className="chat-admin-open"
          aria-label={t('chatAdmin.openChatWith', { name: row.name || row.phoneNumber })}
        >
          <span
            className={`chat-admin-presence${row.isOnline ? ' chat-admin-presence-online' : ''}`}
            role="img"
            aria-label={t(row.isOnline ? 'chat.online' : 'chat.offline')}
          />
          {/* An account made by phone alone has no name yet: its number stands for it. */}
          <bdi>{row.name || row.phoneNumber}</bdi>
        </Link>
      </th>
      <td className="chat-admin-narrow-hide">
        <bdi dir="ltr">{row.phoneNumber}</bdi>
      </td>
      <td className="chat-admin-last">
        {last !== undefined && (
          <>
            <span dir="auto" className="chat-admin-last-text">
              {last.text}
            </span>
            <time
              className="chat-admin-muted"
              dateTime={new Date(last.sentAt).toISOString()}
              title={formatMessageTime(app.language, last.sentAt)}
            >
              {formatRowTime(app.language, last.sentAt, Date.now())}
            </time>
          </>
        )}
      </td>
      <td className="chat-admin-number">
        {row.unseenByAdmin > 0 ? (
          <span
            className="chat-admin-unseen"
            data-testid="chat-list-unseen"
            aria-label={t('chat.inbox.unseen', { total: row.unseenByAdmin })}
          >
            {row.unseenByAdmin}
          </span>
        ) : (
          <span className="chat-admin-muted">0</span>
        )}
      </td>
      <td className="chat-admin-narrow-hide">{row.sex === '' ? '' : label('sex', row.sex)}</td>
      <td className="chat-admin-narrow-hide">
        <bdi dir="ltr">{row.bloodGroup}</bdi>
      </td>
      <td className="chat-admin-narrow-hide">{formatLocalDay(app.language, row.createdAt)}</td>
    </tr>
  );
});

/**
 * `/app/chatList`: every patient's chat as a table with the inbox's status filter and search
 * (the same address parameters as `/app/chat`) and the patient filter over each patient's card;
 * live from the hubs; ten a page. A row opens the conversation.
 */
const ChatListScreen = observer(function ChatListScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.ChatList);
  const url = useFilterUrl();
  const status = statusFrom(url.params[STATUS_PARAM]);
  const query = url.params[QUERY_PARAM] ?? '';
  const patient = patientFilterFromParams(url.params);
  const filterKey = JSON.stringify([status, query, patient]);
  const page = Number(url.params[PAGE_PARAM] ?? '1');

  useEffect(() => vm.start(), [vm]);
  // The address is the filter's truth: a link or a reload shows the same chats.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filter's value
  useEffect(() => vm.setFilter(status, query, patient), [vm, filterKey]);
  useEffect(() => vm.setPage(page), [vm, page]);

  if (vm.history.noChatDepartment) {
    return (
      <section className="screen chat-admin-screen" data-route="chatList">
        <H2 className="screen-title">{t('routes.chatList')}</H2>
        <NonIdealState
          icon={<Chat size={48} />}
          title={t('chat.noChatDepartment')}
          description={t('chat.inbox.noChatDepartmentHelp')}
          action={<Button onClick={() => void vm.reload()}>{t('common.retry')}</Button>}
        />
      </section>
    );
  }

  const shown = vm.shown;
  const total = vm.history.list.items.length;
  const filtered = status !== ChatStatus.All || query !== '' || !isEmptyPatientFilter(patient);
  return (
    <section className="screen chat-admin-screen" data-route="chatList" aria-labelledby="chat-list-title">
      <H2 id="chat-list-title" className="screen-title">
        {t('routes.chatList')}
      </H2>
      <p className="chat-admin-intro">{t('chatAdmin.chatList.intro')}</p>
      <PatientFilterForm
        idPrefix="chat-list"
        filter={patient}
        criteria={CRITERIA}
        options={vm.options}
        onChange={url.change}
        onClear={() => url.clear([STATUS_PARAM, QUERY_PARAM, ...Object.values(PatientFilterParam)])}
        canClear={filtered}
        extra={
          <>
            <FormGroup label={t('chatAdmin.filter.search')} labelFor="chat-list-q">
              <InputGroup
                id="chat-list-q"
                type="search"
                leftIcon={<Search />}
                value={query}
                onValueChange={(value) => url.change({ [QUERY_PARAM]: value })}
              />
            </FormGroup>
            <FormGroup label={t('chat.inbox.status')} labelFor="chat-list-status">
              <HTMLSelect
                id="chat-list-status"
                fill
                value={status}
                onChange={(event) =>
                  url.change({
                    [STATUS_PARAM]:
                      event.currentTarget.value === String(ChatStatus.All) ? '' : event.currentTarget.value,
                  })
                }
                options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.key) }))}
              />
            </FormGroup>
          </>
        }
      />
      {vm.cardsFailed && (
        <Callout
          intent={Intent.WARNING}
          className="chat-admin-callout"
          title={t('chatAdmin.chatList.cardsFailed')}
        >
          <Button onClick={() => void vm.reloadPatients()}>{t('common.retry')}</Button>
        </Callout>
      )}
      <ListStates
        status={vm.history.list.status}
        isEmpty={total === 0}
        onRetry={() => void vm.reload()}
        emptyIcon={<Chat size={48} />}
      >
        <p className="chat-admin-count" aria-live="polite" data-testid="match-count">
          {t('chatAdmin.matchCount', { shown: shown.total, total })}
        </p>
        {shown.total === 0 ? (
          <NonIdealState icon={<Chat size={48} />} title={t('common.noMatches')} className="list-state" />
        ) : (
          <>
            <div className="chat-admin-table" tabIndex={0} role="region" aria-labelledby="chat-list-title">
              <HTMLTable striped compact className="chat-admin-grid chat-admin-striped">
                <thead>
                  <tr>
                    <th scope="col">{t('chatAdmin.column.patient')}</th>
                    <th scope="col" className="chat-admin-narrow-hide">
                      {t('chatAdmin.column.phone')}
                    </th>
                    <th scope="col">{t('chatAdmin.column.lastMessage')}</th>
                    <th scope="col" className="chat-admin-number">
                      {t('chatAdmin.column.unread')}
                    </th>
                    <th scope="col" className="chat-admin-narrow-hide">
                      {t('chatAdmin.column.sex')}
                    </th>
                    <th scope="col" className="chat-admin-narrow-hide">
                      {t('chatAdmin.column.bloodGroup')}
                    </th>
                    <th scope="col" className="chat-admin-narrow-hide">
                      {t('chatAdmin.column.createdAt')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.rows.map((row) => (
                    <ChatRow key={row.superUserId} row={row} />
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <Pager page={shown.page} pageCount={shown.pageCount} onPage={url.setPage} />
          </>
        )}
      </ListStates>
    </section>
  );
});

export default ChatListScreen;
