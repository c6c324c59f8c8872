import {
  Alert,
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H3,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Tag,
} from '@blueprintjs/core';
import { Cross, Tick } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import type { AccountRequest } from '../../../application/ports/staff-account-gateway';
import { StaffPasswordLength } from '../../../domain/access/staff-access-rules';
import { useApp } from '../../app/app-context';
import { useInstance } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import type { AccountRequestsViewModel } from './account-requests.view-model';

const STATUS_INTENT = { pending: Intent.WARNING, approved: Intent.SUCCESS, refused: Intent.DANGER } as const;

/**
 * The account requests made at `/register`, on the users screen: pending ones with Approve (a
 * role and a first password) and Refuse (confirmed), then the decided ones. `onApproved` reads the
 * users' list again, which now holds the new account.
 */
export const AccountRequestsPanel = observer(function AccountRequestsPanel({
  onApproved,
}: {
  readonly onApproved: () => void;
}) {
  const t = useT();
  const create = useInstance(ViewModels.AccountRequests);
  const [vm] = useState(() => create(onApproved));
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="account-requests" aria-labelledby="requests-title">
      <H3 id="requests-title">
        {t('accountRequest.admin.title')}{' '}
        {vm.pending.length > 0 && (
          <Tag intent={Intent.WARNING} round>
            {vm.pending.length}
          </Tag>
        )}
      </H3>
      <p className="access-live access-requests-live" role="status" aria-live="polite">
        {vm.done !== null && t(`accountRequest.admin.done.${vm.done.key}`, { name: vm.done.name })}
      </p>
      <ListStates status={vm.status} isEmpty={false} onRetry={() => void vm.load()}>
        {vm.requests.length === 0 ? (
          <p className="access-muted">{t('accountRequest.admin.none')}</p>
        ) : (
          <RequestsTable vm={vm} />
        )}
      </ListStates>
      <ApproveDialog vm={vm} />
      <Alert
        isOpen={vm.refusing !== null}
        intent={Intent.DANGER}
        icon={<Cross />}
        confirmButtonText={t('accountRequest.admin.refuse')}
        cancelButtonText={t('common.cancel')}
        loading={vm.saving}
        canEscapeKeyCancel
        onConfirm={() => void vm.confirmRefuse()}
        onCancel={vm.close}
      >
        <p>{t('accountRequest.admin.confirmRefuse', { name: vm.refusing?.fullName ?? '' })}</p>
        {vm.error !== null && (
          <Callout intent={Intent.DANGER} role="alert">
            {t(vm.error)}
          </Callout>
        )}
      </Alert>
    </section>
  );
});

const RequestsTable = observer(function RequestsTable({ vm }: { readonly vm: AccountRequestsViewModel }) {
  const t = useT();
  const app = useApp();
  const date = new Intl.DateTimeFormat(app.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows: readonly AccountRequest[] = [...vm.pending, ...vm.decided];
  return (
    <div className="access-table-wrap">
      <HTMLTable className="access-table" striped aria-labelledby="requests-title">
        <thead>
          <tr>
            <th scope="col">{t('access.users.name')}</th>
            <th scope="col">{t('access.users.fullName')}</th>
            <th scope="col" className="access-wide-only">
              {t('accountRequest.phone')}
            </th>
            <th scope="col" className="access-wide-only">
              {t('accountRequest.note')}
            </th>
            <th scope="col">{t('access.users.status')}</th>
            <th scope="col" className="access-wide-only">
              {t('accountRequest.admin.asked')}
            </th>
            <th scope="col">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((request) => (
            <tr key={request.id} data-request={request.name}>
              <td>
                <bdi dir="ltr">{request.name}</bdi>
                {request.nameTaken && request.status === 'pending' && (
                  <Tag minimal intent={Intent.DANGER} className="access-taken">
                    {t('accountRequest.admin.nameTaken')}
                  </Tag>
                )}
              </td>
              <td>{request.fullName}</td>
              <td className="access-wide-only">
                <bdi dir="ltr">{request.phoneNumber}</bdi>
              </td>
              <td className="access-wide-only">{request.note}</td>
              <td>
                <Tag minimal intent={STATUS_INTENT[request.status]}>
                  {t(`accountRequest.admin.status.${request.status}`)}
                </Tag>
                {request.decidedBy !== null && <span className="access-muted"> {request.decidedBy}</span>}
              </td>
              <td className="access-wide-only">{date.format(request.createdAt)}</td>
              <td>
                {request.status === 'pending' && (
                  <div className="access-actions">
                    <Button
                      size="small"
                      variant="minimal"
                      intent={Intent.SUCCESS}
                      icon={<Tick />}
                      disabled={request.nameTaken}
                      aria-label={t('accountRequest.admin.approveOf', { name: request.name })}
                      title={t('accountRequest.admin.approve')}
                      onClick={() => vm.openApprove(request)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      intent={Intent.DANGER}
                      icon={<Cross />}
                      aria-label={t('accountRequest.admin.refuseOf', { name: request.name })}
                      title={t('accountRequest.admin.refuse')}
                      onClick={() => vm.openRefuse(request)}
                    />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});

const ApproveDialog = observer(function ApproveDialog({ vm }: { readonly vm: AccountRequestsViewModel }) {
  const t = useT();
  const form = vm.approving;
  const p = vm.problems;
  const help = (field: string, otherwise?: string) =>
    p[field] === undefined
      ? otherwise
      : t(`access.problem.${p[field] === 'unknownRole' ? 'unknownRole' : p[field]}`, {
          min: StaffPasswordLength.min,
        });
  const intent = (field: string) => (p[field] === undefined ? Intent.NONE : Intent.DANGER);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.approve();
  };
  return (
    <Dialog
      isOpen={form !== null}
      onClose={vm.close}
      title={t('accountRequest.admin.approveTitle', { name: form?.request.fullName ?? '' })}
      className="access-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>{t('accountRequest.admin.approveHelp')}</p>
          <FormGroup
            label={t('access.users.role')}
            labelFor="approve-role"
            intent={intent('roleId')}
            helperText={help('roleId')}
          >
            <HTMLSelect
              id="approve-role"
              fill
              value={form?.roleId ?? ''}
              onChange={(event) => vm.setApproval('roleId', event.target.value)}
              options={vm.roles.map((role) => ({ value: role.id, label: role.name }))}
            />
          </FormGroup>
          <FormGroup
            label={t('accountRequest.admin.firstPassword')}
            labelFor="approve-password"
            intent={intent('password')}
            helperText={help('password', t('accountPassword.rule', { min: StaffPasswordLength.min }))}
          >
            <InputGroup
              id="approve-password"
              type="password"
              autoComplete="new-password"
              intent={intent('password')}
              value={form?.password ?? ''}
              onValueChange={(value) => vm.setApproval('password', value)}
            />
          </FormGroup>
          <FormGroup
            label={t('accountPassword.again')}
            labelFor="approve-repeat"
            intent={intent('repeat')}
            helperText={help('repeat')}
          >
            <InputGroup
              id="approve-repeat"
              type="password"
              autoComplete="new-password"
              intent={intent('repeat')}
              value={form?.repeat ?? ''}
              onValueChange={(value) => vm.setApproval('repeat', value)}
            />
          </FormGroup>
          {vm.error !== null && (
            <Callout intent={Intent.DANGER} role="alert">
              {t(vm.error)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={vm.close}>{t('common.cancel')}</Button>
              <Button type="submit" intent={Intent.PRIMARY} loading={vm.saving}>
                {t('accountRequest.admin.approve')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
});
