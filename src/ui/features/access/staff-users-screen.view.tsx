import {
  Alert,
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H2,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import { Disable, Edit, Key, Plus, Search, Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { StaffPasswordLength } from '../../../domain/access/staff-access-rules';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import type { StaffUsersViewModel } from './staff-users.view-model';
import { AccountRequestsPanel } from './account-requests.view';
import './access.css';

/**
 * `/dashboard/users`: the staff accounts with their roles and whether they may sign in; a new
 * account, a change of name, role or the mobile number `/forgot` sends codes to, an
 * administrator's password reset, and disable (confirmed) or enable.
 */
export default observer(function StaffUsersScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.StaffUsers);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="screen access-screen" data-route="users" aria-labelledby="users-title">
      <div className="access-head">
        <H2 id="users-title" className="screen-title">
          {t('routes.users')}
        </H2>
        {vm.status.kind === 'loaded' && (
          <Button intent={Intent.PRIMARY} icon={<Plus />} onClick={vm.openNew}>
            {t('access.users.new')}
          </Button>
        )}
      </div>
      <p className="access-live" role="status" aria-live="polite">
        {vm.done !== null && t(`access.done.${vm.done.key}`, { name: vm.done.name })}
      </p>
      <ListStates status={vm.status} isEmpty={vm.users.length === 0} onRetry={() => void vm.load()}>
        <InputGroup
          className="access-search"
          leftIcon={<Search />}
          type="search"
          placeholder={t('access.users.search')}
          aria-label={t('access.users.search')}
          value={vm.search}
          onValueChange={vm.setSearch}
        />
        <UsersTable vm={vm} />
      </ListStates>
      {vm.status.kind === 'loaded' && <AccountRequestsPanel onApproved={() => void vm.load()} />}
      <UserDialog vm={vm} />
      <PasswordDialog vm={vm} />
      <Alert
        isOpen={vm.confirming !== null}
        intent={Intent.DANGER}
        icon={<Disable />}
        confirmButtonText={t('access.users.disable')}
        cancelButtonText={t('common.cancel')}
        loading={vm.saving}
        canEscapeKeyCancel
        onConfirm={() => void vm.confirmDisable()}
        onCancel={vm.close}
      >
        <p>{t('access.users.confirmDisable', { name: vm.confirming?.fullName ?? '' })}</p>
        {vm.error !== null && (
          <Callout intent={Intent.DANGER} role="alert">
            {t(`access.error.${vm.error}`)}
          </Callout>
        )}
      </Alert>
    </section>
  );
});

const UsersTable = observer(function UsersTable({ vm }: { readonly vm: StaffUsersViewModel }) {
  const t = useT();
  const app = useApp();
  if (vm.shown.length === 0) return <NonIdealState title={t('common.noMatches')} />;
  const date = new Intl.DateTimeFormat(app.language, { dateStyle: 'medium' });
  return (
    <div className="access-table-wrap">
      <HTMLTable className="access-table" striped aria-labelledby="users-title">
        <thead>
          <tr>
            <th scope="col">{t('access.users.name')}</th>
            <th scope="col">{t('access.users.fullName')}</th>
            <th scope="col">{t('access.users.role')}</th>
            <th scope="col">{t('access.users.status')}</th>
            <th scope="col" className="access-wide-only">
              {t('access.users.phone')}
            </th>
            <th scope="col" className="access-wide-only">
              {t('access.users.created')}
            </th>
            <th scope="col">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {vm.shown.map((user) => (
            <tr key={user.id} data-user={user.name}>
              <td>
                <bdi dir="ltr">{user.name}</bdi>
                {vm.isMe(user) && <span className="access-muted"> ({t('access.users.you')})</span>}
              </td>
              <td>{user.fullName}</td>
              <td>{user.roleName}</td>
              <td>
                <Tag minimal intent={user.disabled ? Intent.DANGER : Intent.SUCCESS}>
                  {t(user.disabled ? 'access.users.disabled' : 'access.users.active')}
                </Tag>
              </td>
              <td className="access-wide-only">
                {user.phoneNumber === null ? (
                  <span className="access-muted">{t('access.users.noPhone')}</span>
                ) : (
                  <bdi dir="ltr">{user.phoneNumber}</bdi>
                )}
              </td>
              <td className="access-wide-only">{date.format(user.createdAt)}</td>
              <td>
                <div className="access-actions">
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<Edit />}
                    aria-label={t('access.users.editOf', { name: user.name })}
                    title={t('common.edit')}
                    onClick={() => vm.openEdit(user)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<Key />}
                    aria-label={t('access.users.resetOf', { name: user.name })}
                    title={t('access.users.resetPassword')}
                    onClick={() => vm.openPassword(user)}
                  />
                  {user.disabled ? (
                    <Button
                      size="small"
                      variant="minimal"
                      intent={Intent.SUCCESS}
                      icon={<Tick />}
                      aria-label={t('access.users.enableOf', { name: user.name })}
                      title={t('access.users.enable')}
                      onClick={() => void vm.enable(user)}
                    />
                  ) : (
                    !vm.isMe(user) && (
                      <Button
                        size="small"
                        variant="minimal"
                        intent={Intent.DANGER}
                        icon={<Disable />}
                        aria-label={t('access.users.disableOf', { name: user.name })}
                        title={t('access.users.disable')}
                        onClick={() => vm.askDisable(user)}
                      />
                    )
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {vm.confirming === null && vm.form === null && vm.passwordForm === null && vm.error !== null && (
        <Callout intent={Intent.DANGER} role="alert">
          {t(`access.error.${vm.error}`)}
        </Callout>
      )}
    </div>
  );
});

/** A field's helper text: its problem when it has one, otherwise its help. */
function helper(t: ReturnType<typeof useT>, problem: string | undefined, help?: string) {
  if (problem !== undefined) return t(`access.problem.${problem}`, { min: StaffPasswordLength.min });
  return help;
}

const UserDialog = observer(function UserDialog({ vm }: { readonly vm: StaffUsersViewModel }) {
  const t = useT();
  const form = vm.form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.saveUser();
  };
  const p = vm.problems;
  const intent = (field: string) => (p[field] === undefined ? Intent.NONE : Intent.DANGER);
  return (
    <Dialog
      isOpen={form !== null}
      onClose={vm.close}
      title={form?.mode === 'edit' ? t('access.users.editTitle', { name: form.name }) : t('access.users.new')}
      className="access-dialog"
    >
      {form !== null && (
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <FormGroup
              label={t('access.users.name')}
              labelFor="user-name"
              intent={intent('name')}
              helperText={helper(t, p.name, form.mode === 'edit' ? t('access.users.nameFixed') : undefined)}
            >
              <InputGroup
                id="user-name"
                dir="ltr"
                autoComplete="off"
                value={form.name}
                disabled={form.mode === 'edit'}
                intent={intent('name')}
                aria-invalid={p.name !== undefined}
                onValueChange={(value) => vm.setField('name', value)}
                autoFocus={form.mode === 'new'}
              />
            </FormGroup>
            <FormGroup
              label={t('access.users.fullName')}
              labelFor="user-full-name"
              intent={intent('fullName')}
              helperText={helper(t, p.fullName)}
            >
              <InputGroup
                id="user-full-name"
                value={form.fullName}
                intent={intent('fullName')}
                aria-invalid={p.fullName !== undefined}
                onValueChange={(value) => vm.setField('fullName', value)}
                autoFocus={form.mode === 'edit'}
              />
            </FormGroup>
            <FormGroup
              label={t('access.users.role')}
              labelFor="user-role"
              intent={intent('roleId')}
              helperText={helper(
                t,
                p.roleId === undefined ? undefined : 'unknownRole',
                t('access.users.roleHelp'),
              )}
            >
              <HTMLSelect
                id="user-role"
                fill
                value={form.roleId}
                aria-invalid={p.roleId !== undefined}
                onChange={(event) => vm.setField('roleId', event.currentTarget.value)}
              >
                <option value="">{t('access.users.chooseRole')}</option>
                {vm.roles.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup
              label={t('access.users.phone')}
              labelFor="user-phone"
              intent={intent('phoneNumber')}
              helperText={helper(t, p.phoneNumber, t('access.users.phoneHelp'))}
            >
              <InputGroup
                id="user-phone"
                type="tel"
                dir="ltr"
                autoComplete="off"
                value={form.phoneNumber}
                intent={intent('phoneNumber')}
                aria-invalid={p.phoneNumber !== undefined}
                onValueChange={(value) => vm.setField('phoneNumber', value)}
              />
            </FormGroup>
            {form.mode === 'new' && (
              <FormGroup
                label={t('access.users.password')}
                labelFor="user-password"
                intent={intent('password')}
                helperText={helper(
                  t,
                  p.password,
                  t('access.users.passwordHelp', { min: StaffPasswordLength.min }),
                )}
              >
                <InputGroup
                  id="user-password"
                  type="password"
                  dir="ltr"
                  autoComplete="new-password"
                  value={form.password}
                  intent={intent('password')}
                  aria-invalid={p.password !== undefined}
                  onValueChange={(value) => vm.setField('password', value)}
                />
              </FormGroup>
            )}
            {vm.error !== null && (
              <Callout intent={Intent.DANGER} role="alert">
                {t(`access.error.${vm.error}`)}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={vm.close}>{t('common.cancel')}</Button>
                <Button type="submit" intent={Intent.PRIMARY} loading={vm.saving}>
                  {t('common.save')}
                </Button>
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
});

const PasswordDialog = observer(function PasswordDialog({ vm }: { readonly vm: StaffUsersViewModel }) {
  const t = useT();
  const form = vm.passwordForm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.savePassword();
  };
  const p = vm.problems;
  return (
    <Dialog
      isOpen={form !== null}
      onClose={vm.close}
      title={t('access.users.passwordTitle', { name: form?.user.name ?? '' })}
      className="access-dialog"
    >
      {form !== null && (
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <Callout intent={Intent.WARNING}>{t('access.users.resetHelp')}</Callout>
            <FormGroup
              label={t('access.users.newPassword')}
              labelFor="reset-password"
              intent={p.password === undefined ? Intent.NONE : Intent.DANGER}
              helperText={helper(
                t,
                p.password,
                t('access.users.passwordHelp', { min: StaffPasswordLength.min }),
              )}
            >
              <InputGroup
                id="reset-password"
                type="password"
                dir="ltr"
                autoComplete="new-password"
                autoFocus
                value={form.password}
                aria-invalid={p.password !== undefined}
                onValueChange={(value) => vm.setPassword('password', value)}
              />
            </FormGroup>
            <FormGroup
              label={t('access.users.repeat')}
              labelFor="reset-repeat"
              intent={p.repeat === undefined ? Intent.NONE : Intent.DANGER}
              helperText={helper(t, p.repeat)}
            >
              <InputGroup
                id="reset-repeat"
                type="password"
                dir="ltr"
                autoComplete="new-password"
                value={form.repeat}
                aria-invalid={p.repeat !== undefined}
                onValueChange={(value) => vm.setPassword('repeat', value)}
              />
            </FormGroup>
            {vm.error !== null && (
              <Callout intent={Intent.DANGER} role="alert">
                {t(`access.error.${vm.error}`)}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={vm.close}>{t('common.cancel')}</Button>
                <Button type="submit" intent={Intent.PRIMARY} loading={vm.saving} icon={<Key />}>
                  {t('access.users.resetPassword')}
                </Button>
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
});
