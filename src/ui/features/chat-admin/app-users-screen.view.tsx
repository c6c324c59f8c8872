import { H2, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { Chat, People } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { ChatAppUser } from '../../../application/ports/chat-gateway';
import {
  isEmptyPatientFilter,
  PatientFilterParam,
  patientFilterFromParams,
} from '../../../domain/patients/patient-filter-query';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { Pager } from '../resource-list/pager.view';
import { ListStates } from '../resource-list/list-states.view';
import { PAGE_PARAM, useFilterUrl } from './filter-url';
import { formatDay, formatLocalDay } from './patient-dates';
import { PatientFilterForm, useChoiceLabel, type PatientCriterion } from './patient-filter-form.view';
import './chat-admin.css';

const CRITERIA: readonly PatientCriterion[] = [
  'name',
  'phone',
  'sex',
  'maritalStatus',
  'bloodGroup',
  'createdOnOrAfter',
];

const PatientRow = observer(function PatientRow({ user }: { readonly user: ChatAppUser }) {
  const t = useT();
  const app = useApp();
  const label = useChoiceLabel();
  return (
    <tr data-testid="app-user-row" data-user-id={user.id}>
      <th scope="row">
        <Link
          to={`/app/chat/${encodeURIComponent(user.id)}`}
          className="chat-admin-open"
          aria-label={t('chatAdmin.openChatWith', { name: user.name || user.phoneNumber })}
        >
          <Chat className="chat-admin-open-icon" />
          {/* An account made by phone alone has no name yet: its number stands for it. */}
          <bdi>{user.name || user.phoneNumber}</bdi>
        </Link>
      </th>
      <td>
        <bdi dir="ltr">{user.phoneNumber}</bdi>
      </td>
      <td className="chat-admin-narrow-hide">{formatDay(app.language, user.birthdate)}</td>
      <td>{user.sex === '' ? '' : label('sex', user.sex)}</td>
      <td className="chat-admin-narrow-hide">
        {user.maritalStatus === '' ? '' : label('maritalStatus', user.maritalStatus)}
      </td>
      <td>
        <bdi dir="ltr">{user.bloodGroup}</bdi>
      </td>
      <td className="chat-admin-narrow-hide">{formatLocalDay(app.language, user.createdAt)}</td>
    </tr>
  );
});

/**
 * `/app/appUsers`: the patients of the app with the patient filter as controls, kept in the
 * address; ten a page. A patient's name opens their chat (`/app/chat/{id}`), starting one if
 * they have none.
 */
const AppUsersScreen = observer(function AppUsersScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.AppUsers);
  const url = useFilterUrl();
  const filter = patientFilterFromParams(url.params);
  const filterKey = JSON.stringify(filter);
  const page = Number(url.params[PAGE_PARAM] ?? '1');

  useEffect(() => void vm.load(), [vm]);
  // The address is the filter's truth: a link or a reload shows the same patients.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filter's value
  useEffect(() => vm.setFilter(filter), [vm, filterKey]);
  useEffect(() => vm.setPage(page), [vm, page]);

  const shown = vm.shown;
  const total = vm.state.list.items.length;
  return (
    <section className="screen chat-admin-screen" data-route="appUsers" aria-labelledby="app-users-title">
      <H2 id="app-users-title" className="screen-title">
        {t('routes.appUsers')}
      </H2>
      <p className="chat-admin-intro">{t('chatAdmin.appUsers.intro')}</p>
      <PatientFilterForm
        idPrefix="app-users"
        filter={filter}
        criteria={CRITERIA}
        options={vm.options}
        onChange={url.change}
        onClear={() => url.clear(Object.values(PatientFilterParam))}
        canClear={!isEmptyPatientFilter(filter)}
      />
      <ListStates
        status={vm.state.list.status}
        isEmpty={total === 0}
        onRetry={() => void vm.load()}
        emptyIcon={<People size={48} />}
      >
        <p className="chat-admin-count" aria-live="polite" data-testid="match-count">
          {t('chatAdmin.matchCount', { shown: shown.total, total })}
        </p>
        {shown.total === 0 ? (
          <NonIdealState icon={<People size={48} />} title={t('common.noMatches')} className="list-state" />
        ) : (
          <>
            <div className="chat-admin-table" tabIndex={0} role="region" aria-labelledby="app-users-title">
              <HTMLTable striped compact className="chat-admin-grid chat-admin-striped">
                <thead>
                  <tr>
                    <th scope="col">{t('chatAdmin.column.patient')}</th>
                    <th scope="col">{t('chatAdmin.column.phone')}</th>
                    <th scope="col" className="chat-admin-narrow-hide">
                      {t('chatAdmin.column.birthdate')}
                    </th>
                    <th scope="col">{t('chatAdmin.column.sex')}</th>
                    <th scope="col" className="chat-admin-narrow-hide">
                      {t('chatAdmin.column.maritalStatus')}
                    </th>
                    <th scope="col">{t('chatAdmin.column.bloodGroup')}</th>
                    <th scope="col" className="chat-admin-narrow-hide">
                      {t('chatAdmin.column.createdAt')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.rows.map((user) => (
                    <PatientRow key={user.id} user={user} />
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

export default AppUsersScreen;
