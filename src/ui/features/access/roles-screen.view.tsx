import {
  Alert,
  Button,
  Callout,
  Card,
  Checkbox,
  FormGroup,
  H2,
  H3,
  InputGroup,
  Intent,
  NonIdealState,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { FloppyDisk, Plus, Trash } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { ALL_PERMISSION_AREAS } from '../../../domain/lists/permission-area';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import type { RolesViewModel } from './roles.view-model';
import './access.css';

/**
 * `/dashboard/user_roles`: the roles, each with its areas and how many users hold it, and the
 * editor of the chosen role: name, description and the permission areas it grants.
 */
export default observer(function RolesScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.Roles);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="screen access-screen" data-route="userRoles" aria-labelledby="roles-title">
      <div className="access-head">
        <H2 id="roles-title" className="screen-title">
          {t('routes.userRoles')}
        </H2>
        {vm.status.kind === 'loaded' && (
          <Button intent={Intent.PRIMARY} icon={<Plus />} onClick={vm.openNew}>
            {t('access.roles.new')}
          </Button>
        )}
      </div>
      <p className="access-live" role="status" aria-live="polite">
        {vm.done !== null && t(`access.done.${vm.done.key}`, { name: vm.done.name })}
      </p>
      <ListStates status={vm.status} isEmpty={vm.roles.length === 0} onRetry={() => void vm.load()}>
        <div className="access-layout">
          <ul className="access-roles" aria-label={t('access.roles.list')}>
            {vm.roles.map((role) => (
              <li key={role.id}>
                <button
                  type="button"
                  className="access-role"
                  aria-current={vm.form?.id === role.id}
                  onClick={() => vm.choose(role)}
                >
                  <strong>{role.name}</strong>
                  <span className="access-muted">
                    {t('access.roles.areaCount', { n: role.areas.length })} ·{' '}
                    {t('access.roles.userCount', { n: role.userCount })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <RoleEditor vm={vm} />
        </div>
      </ListStates>
    </section>
  );
});

const RoleEditor = observer(function RoleEditor({ vm }: { readonly vm: RolesViewModel }) {
  const t = useT();
  const form = vm.form;
  if (form === null) {
    return (
      <Card className="access-editor">
        <NonIdealState title={t('access.roles.choose')} />
      </Card>
    );
  }
  const chosen = vm.chosen;
  const inUse = (chosen?.userCount ?? 0) > 0;
  const p = vm.problems;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  return (
    <Card className="access-editor">
      <form onSubmit={submit} noValidate aria-labelledby="role-editor-title">
        <div className="access-head">
          <H3 id="role-editor-title">{chosen === undefined ? t('access.roles.new') : chosen.name}</H3>
          {vm.dirty && <Tag intent={Intent.WARNING}>{t('access.roles.unsaved')}</Tag>}
        </div>
        <FormGroup
          label={t('access.roles.name')}
          labelFor="role-name"
          intent={p.name === undefined ? Intent.NONE : Intent.DANGER}
          helperText={p.name === undefined ? undefined : t(`access.problem.${p.name}`)}
        >
          <InputGroup
            id="role-name"
            value={form.name}
            aria-invalid={p.name !== undefined}
            onValueChange={vm.setName}
          />
        </FormGroup>
        <FormGroup
          label={t('access.roles.description')}
          labelFor="role-description"
          helperText={p.description === undefined ? undefined : t(`access.problem.${p.description}`)}
        >
          <TextArea
            id="role-description"
            fill
            rows={2}
            value={form.description}
            onChange={(event) => vm.setDescription(event.target.value)}
          />
        </FormGroup>
        <fieldset className="access-areas">
          <legend>{t('access.roles.areas')}</legend>
          <p className="access-muted">{t('access.roles.areasHelp')}</p>
          <div className="access-area-tools">
            <Button size="small" onClick={() => vm.setAreas(ALL_PERMISSION_AREAS, true)}>
              {t('access.roles.all')}
            </Button>
            <Button size="small" onClick={() => vm.setAreas(ALL_PERMISSION_AREAS, false)}>
              {t('access.roles.none')}
            </Button>
          </div>
          <div className="access-area-grid">
            {ALL_PERMISSION_AREAS.map((area) => (
              <Checkbox
                key={area}
                label={t(`access.areas.${area}`)}
                checked={form.areas.includes(area)}
                onChange={(event) => vm.toggleArea(area, event.currentTarget.checked)}
              />
            ))}
          </div>
          {p.areas !== undefined && (
            <Callout intent={Intent.DANGER}>{t(`access.problem.${p.areas}`)}</Callout>
          )}
        </fieldset>
        {vm.error !== null && (
          <Callout intent={Intent.DANGER} role="alert">
            {t(`access.error.${vm.error}`, { n: chosen?.userCount ?? 0 })}
          </Callout>
        )}
        <div className="access-editor-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon={<FloppyDisk />} loading={vm.saving}>
            {t('common.save')}
          </Button>
          <Button onClick={vm.close}>{t('common.cancel')}</Button>
          {chosen !== undefined && (
            <Button
              intent={Intent.DANGER}
              variant="outlined"
              icon={<Trash />}
              disabled={inUse}
              aria-describedby={inUse ? 'role-in-use' : undefined}
              onClick={vm.askDelete}
            >
              {t('access.roles.delete')}
            </Button>
          )}
        </div>
        {chosen !== undefined && inUse && (
          <p id="role-in-use" className="access-muted">
            {t('access.roles.inUseHelp', { n: chosen.userCount })}
          </p>
        )}
      </form>
      <Alert
        isOpen={vm.confirmingDelete}
        intent={Intent.DANGER}
        icon={<Trash />}
        confirmButtonText={t('common.delete')}
        cancelButtonText={t('common.cancel')}
        loading={vm.saving}
        canEscapeKeyCancel
        onConfirm={() => void vm.confirmDelete()}
        onCancel={vm.cancelDelete}
      >
        <p>{t('access.roles.confirmDelete', { name: chosen?.name ?? '' })}</p>
      </Alert>
    </Card>
  );
});
