import {
  Alert,
  Button,
  Callout,
  Card,
  FormGroup,
  H2,
  H3,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  Switch,
} from '@blueprintjs/core';
import { Add, Edit, People, Trash } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import type { ChatDepartment, ChatDepartmentDraft } from '../../../application/ports/chat-admin-gateway';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import type { ChatDepartmentsViewModel } from './chat-departments.view-model';
import './chat-admin.css';

/** A department's name in the shown language, else the English one. */
const nameIn = (department: ChatDepartment, language: string): string =>
  (language === 'ku' ? department.nameKu : language === 'ar' ? department.nameAr : department.nameEn) ||
  department.nameEn;

const NAME_FIELDS = [
  ['nameEn', 'en'],
  ['nameKu', 'ku'],
  ['nameAr', 'ar'],
] as const;

const DepartmentForm = observer(function DepartmentForm({ vm }: { readonly vm: ChatDepartmentsViewModel }) {
  const t = useT();
  const editing = vm.editing;
  if (editing === null) return null;
  const problem = (field: keyof ChatDepartmentDraft) => vm.problems[field];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  return (
    <Card className="chat-admin-form" aria-labelledby="chat-department-form-title">
      <H3 id="chat-department-form-title">
        {t(editing.id === null ? 'chatAdmin.departments.newTitle' : 'chatAdmin.departments.editTitle')}
      </H3>
      <form onSubmit={submit} noValidate>
        {NAME_FIELDS.map(([field, language]) => (
          <FormGroup
            key={field}
            label={t(`chatAdmin.departments.name.${language}`)}
            labelFor={`chat-department-${field}`}
            intent={problem(field) === undefined ? Intent.NONE : Intent.DANGER}
            helperText={problem(field) === undefined ? undefined : t(`chatAdmin.problem.${problem(field)}`)}
          >
            <InputGroup
              id={`chat-department-${field}`}
              dir={language === 'en' ? 'ltr' : 'rtl'}
              value={vm.draft[field]}
              aria-invalid={problem(field) !== undefined}
              intent={problem(field) === undefined ? Intent.NONE : Intent.DANGER}
              onValueChange={(value) => vm.setDraft(field, value)}
            />
          </FormGroup>
        ))}
        <FormGroup
          label={t('chatAdmin.departments.order')}
          labelFor="chat-department-order"
          intent={problem('sortOrder') === undefined ? Intent.NONE : Intent.DANGER}
          helperText={
            problem('sortOrder') === undefined ? undefined : t(`chatAdmin.problem.${problem('sortOrder')}`)
          }
        >
          <InputGroup
            id="chat-department-order"
            type="number"
            inputMode="numeric"
            min={0}
            value={Number.isNaN(vm.draft.sortOrder) ? '' : String(vm.draft.sortOrder)}
            aria-invalid={problem('sortOrder') !== undefined}
            onValueChange={(value) => vm.setDraft('sortOrder', value === '' ? Number.NaN : Number(value))}
          />
        </FormGroup>
        <Switch
          label={t('chatAdmin.departments.active')}
          checked={vm.draft.isActive}
          onChange={(event) => vm.setDraft('isActive', event.currentTarget.checked)}
        />
        <div className="chat-admin-form-actions">
          <Button type="submit" intent={Intent.PRIMARY} loading={vm.saving}>
            {t('common.save')}
          </Button>
          <Button variant="outlined" onClick={vm.cancelEdit}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
});

const Departments = observer(function Departments({ vm }: { readonly vm: ChatDepartmentsViewModel }) {
  const t = useT();
  const app = useApp();
  return (
    <div
      className="chat-admin-table"
      tabIndex={0}
      role="region"
      aria-label={t('chatAdmin.departments.title')}
    >
      <HTMLTable compact className="chat-admin-grid" interactive>
        <thead>
          <tr>
            <th scope="col">{t('chatAdmin.departments.department')}</th>
            <th scope="col">{t('chatAdmin.departments.active')}</th>
            <th scope="col" className="chat-admin-number">
              {t('chatAdmin.departments.recipients')}
            </th>
            <th scope="col">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {vm.departments.map((department) => {
            const selected = department.id === vm.selectedId;
            const name = nameIn(department, app.language);
            return (
              <tr
                key={department.id}
                data-testid="chat-department-row"
                data-department-id={department.id}
                className={selected ? 'chat-admin-selected' : undefined}
              >
                <th scope="row">
                  <button
                    type="button"
                    className="chat-admin-pick"
                    aria-pressed={selected}
                    onClick={() => vm.select(department.id)}
                  >
                    {name}
                  </button>
                </th>
                <td>{t(department.isActive ? 'cellValues.yes' : 'cellValues.no')}</td>
                <td className="chat-admin-number">{vm.recipientCount(department.id)}</td>
                <td className="chat-admin-actions">
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<Edit />}
                    aria-label={t('chatAdmin.departments.editNamed', { name })}
                    onClick={() => vm.startEdit(department)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    intent={Intent.DANGER}
                    icon={<Trash />}
                    aria-label={t('chatAdmin.departments.removeNamed', { name })}
                    onClick={() => vm.askRemoveDepartment(department)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
});

const Recipients = observer(function Recipients({ vm }: { readonly vm: ChatDepartmentsViewModel }) {
  const t = useT();
  const app = useApp();
  const [chosen, setChosen] = useState('');
  const selected = vm.selected;
  if (selected === undefined) {
    return (
      <Card className="chat-admin-recipients">
        <NonIdealState icon={<People size={32} />} title={t('chatAdmin.recipients.pick')} />
      </Card>
    );
  }
  const name = nameIn(selected, app.language);
  const candidates = vm.candidates;
  const pick = candidates.some((c) => c.id === chosen) ? chosen : (candidates[0]?.id ?? '');
  return (
    <Card className="chat-admin-recipients" aria-labelledby="chat-recipients-title">
      <H3 id="chat-recipients-title">{t('chatAdmin.recipients.title', { name })}</H3>
      {vm.selectedRecipients.length === 0 ? (
        <p className="chat-admin-muted">{t('chatAdmin.recipients.none')}</p>
      ) : (
        <ul className="chat-admin-people" aria-label={t('chatAdmin.recipients.title', { name })}>
          {vm.selectedRecipients.map((member) => (
            <li key={member.id} data-testid="chat-recipient" data-staff-id={member.id}>
              <span>
                <bdi>{member.fullName || member.name}</bdi>{' '}
                <span className="chat-admin-muted">
                  <bdi dir="ltr">{member.name}</bdi>
                </span>
              </span>
              <Button
                size="small"
                variant="minimal"
                intent={Intent.DANGER}
                icon={<Trash />}
                aria-label={t('chatAdmin.recipients.removeNamed', { name: member.fullName || member.name })}
                onClick={() => vm.askRemoveRecipient(member)}
              />
            </li>
          ))}
        </ul>
      )}
      {vm.staffStatus.kind === 'forbidden' || vm.staffStatus.kind === 'error' ? (
        <Callout intent={Intent.WARNING}>{t('chatAdmin.recipients.staffFailed')}</Callout>
      ) : candidates.length > 0 ? (
        <form
          className="chat-admin-add"
          onSubmit={(event) => {
            event.preventDefault();
            void vm.addRecipient(pick);
          }}
        >
          <FormGroup label={t('chatAdmin.recipients.add')} labelFor="chat-recipient-staff">
            <HTMLSelect
              id="chat-recipient-staff"
              fill
              value={pick}
              onChange={(event) => setChosen(event.currentTarget.value)}
              options={candidates.map((c) => ({
                value: c.id,
                label: c.fullName === '' ? c.name : `${c.fullName} (${c.name})`,
              }))}
            />
          </FormGroup>
          <Button type="submit" icon={<Add />} loading={vm.busy}>
            {t('chatAdmin.recipients.addButton')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
});

/**
 * `/dashboard/chat-departments` and `/dashboard/chat-recipients`: the departments patients write
 * to, editable, and the staff who answer the chosen one. Removals are confirmed first.
 */
const ChatDepartmentsScreen = observer(function ChatDepartmentsScreen({
  routeId,
}: {
  readonly routeId: 'chatDepartments' | 'chatRecipients';
}) {
  const t = useT();
  const app = useApp();
  const vm = useViewModel(ViewModels.ChatDepartments);
  useEffect(() => void vm.load(), [vm]);
  const removing = vm.removingDepartment;
  const removingMember = vm.removingRecipient;
  const selected = vm.selected;
  return (
    <section
      className="screen chat-admin-screen"
      data-route={routeId}
      aria-labelledby="chat-departments-title"
    >
      <H2 id="chat-departments-title" className="screen-title">
        {t(`routes.${routeId}`)}
      </H2>
      <p className="chat-admin-intro">{t('chatAdmin.departments.intro')}</p>
      {vm.error !== null && (
        <Callout intent={Intent.DANGER} className="chat-admin-callout" role="alert">
          {t(vm.error)}
        </Callout>
      )}
      <ListStates status={vm.status} isEmpty={vm.departments.length === 0} onRetry={() => void vm.load()}>
        <div className="chat-admin-two">
          <div>
            <div className="chat-admin-toolbar">
              <Button
                icon={<Add />}
                intent={Intent.PRIMARY}
                onClick={vm.startNew}
                disabled={vm.editing !== null}
              >
                {t('chatAdmin.departments.new')}
              </Button>
            </div>
            <DepartmentForm vm={vm} />
            <Departments vm={vm} />
          </div>
          <Recipients vm={vm} />
        </div>
      </ListStates>
      <Alert
        isOpen={removing !== null || removingMember !== null}
        intent={Intent.DANGER}
        icon={<Trash />}
        confirmButtonText={t('common.delete')}
        cancelButtonText={t('common.cancel')}
        onConfirm={() => void vm.confirmRemove()}
        onCancel={vm.cancelRemove}
        canEscapeKeyCancel
      >
        <p>
          {removing !== null
            ? t('chatAdmin.departments.removeQuestion', { name: nameIn(removing, app.language) })
            : removingMember !== null && selected !== undefined
              ? t('chatAdmin.recipients.removeQuestion', {
                  name: removingMember.fullName || removingMember.name,
                  department: nameIn(selected, app.language),
                })
              : ''}
        </p>
      </Alert>
    </section>
  );
});

export default ChatDepartmentsScreen;
