import {
  Button,
  Callout,
  Card,
  Checkbox,
  FormGroup,
  H2,
  H3,
  HTMLSelect,
  HTMLTable,
  Intent,
  Tag,
} from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type {
  ChatDepartmentChoice,
  Permission,
  PermissionSection,
} from '../../../application/ports/role-permissions-gateway';
import type { PermissionArea } from '../../../domain/lists/permission-area';
import type { Language } from '../../../domain/preferences/language';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { pickName } from '../../i18n/local-names';
import { useT } from '../../i18n/use-t';
import { ConfirmedSaveBar } from '../save-bar/confirmed-save-bar.view';
import { ListStates } from '../resource-list/list-states.view';
import { rovingTarget } from './grid-keys';
import type { PermissionGridViewModel } from './permission-grid.view-model';
import './permission-grid.css';

type T = ReturnType<typeof useT>;

/** A department's name in the shown language, else the English one. */
const nameIn = (department: ChatDepartmentChoice, language: Language): string =>
  pickName({ english: department.nameEn, kurdish: department.nameKu, arabic: department.nameAr }, language);

const areaName = (t: T, area: PermissionArea) => t(`access.areas.${area}`);
const sectionName = (t: T, section: PermissionSection | null) =>
  section === null ? t('permissionGrid.noSection') : section.name;

/**
 * `/dashboard/permission`: choose a role, tick the permissions of each menu section it grants and
 * the chat departments it answers, see what is added and removed, confirm and save.
 */
export default observer(function PermissionGridScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.PermissionGrid);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section className="screen permission-screen" data-route="permission" aria-labelledby="permission-title">
      <H2 id="permission-title" className="screen-title">
        {t('routes.permission')}
      </H2>
      <p className="permission-live" role="status" aria-live="polite">
        {vm.saved !== null && t('permissionGrid.saved', { role: vm.saved })}
      </p>
      <ListStates status={vm.status} isEmpty={vm.roles.length === 0} onRetry={() => void vm.load()}>
        <RoleChooser vm={vm} />
        <ListStates status={vm.roleStatus} isEmpty={vm.role === null} onRetry={() => void vm.loadRole()}>
          <RoleGrants vm={vm} />
        </ListStates>
      </ListStates>
    </section>
  );
});

const RoleChooser = observer(function RoleChooser({ vm }: { readonly vm: PermissionGridViewModel }) {
  const t = useT();
  return (
    <FormGroup
      className="permission-role"
      label={t('permissionGrid.role')}
      labelFor="permission-role"
      helperText={vm.dirty ? t('permissionGrid.saveFirst') : undefined}
    >
      <HTMLSelect
        id="permission-role"
        value={vm.roleId ?? ''}
        disabled={vm.dirty || vm.saving}
        aria-describedby={vm.dirty ? 'permission-role-helper' : undefined}
        onChange={(event) => void vm.choose(event.currentTarget.value)}
      >
        {vm.roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
});

/**
 * The grid's check boxes as one roving tab stop: Tab reaches the last one focused, the arrows,
 * Home and End move between them (Left and Right following the page's direction), Space ticks.
 */
function useRovingChecks(count: number) {
  const { direction } = useApp();
  const [active, setActive] = useState(0);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, count - 1));
  return {
    props: (index: number) => ({
      tabIndex: index === current ? 0 : -1,
      inputRef: (element: HTMLInputElement | null) => {
        boxes.current[index] = element;
      },
      onFocus: () => setActive(index),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const to = rovingTarget(event.key, { index, count, rtl: direction === 'rtl' });
        if (to === null) return;
        event.preventDefault();
        setActive(to);
        boxes.current[to]?.focus();
      },
    }),
  };
}

type RovingProps = ReturnType<ReturnType<typeof useRovingChecks>['props']>;

const RoleGrants = observer(function RoleGrants({ vm }: { readonly vm: PermissionGridViewModel }) {
  const t = useT();
  const role = vm.role;
  const count = vm.sections.reduce((n, s) => n + s.permissions.length, 0);
  const roving = useRovingChecks(count);
  if (role === null) return null;
  // Each box's place in reading order, for the roving tab stop.
  let place = 0;
  return (
    <div className="permission-body">
      <p className="permission-muted">{t('permissionGrid.appliesNext', { n: role.userCount })}</p>
      <H3 id="permission-grid-caption" className="permission-caption">
        {t('permissionGrid.gridCaption', { role: role.name })}
      </H3>
      <div
        className="permission-grid-scroll"
        role="region"
        aria-labelledby="permission-grid-caption"
        // The region scrolls on its own: a keyboard user reaches it to scroll it.
        tabIndex={0}
      >
        <HTMLTable
          className="permission-grid"
          compact
          striped
          aria-labelledby="permission-grid-caption"
          aria-describedby="permission-grid-keys"
        >
          <thead>
            <tr>
              <th scope="col">{t('permissionGrid.section')}</th>
              <th scope="col">{t('permissionGrid.permission')}</th>
              <th scope="col">{t('permissionGrid.granted')}</th>
              <th scope="col">{t('permissionGrid.change')}</th>
            </tr>
          </thead>
          {vm.sections.map(({ section, permissions }) => (
            <tbody key={section?.id ?? 'none'}>
              {permissions.map((permission, i) => (
                <GridRow
                  key={permission.id}
                  vm={vm}
                  permission={permission}
                  section={section}
                  rows={i === 0 ? permissions.length : 0}
                  roving={roving.props(place++)}
                />
              ))}
            </tbody>
          ))}
        </HTMLTable>
      </div>
      <p id="permission-grid-keys" className="permission-muted">
        {t('permissionGrid.keysHelp')}
      </p>
      <ChatGrants vm={vm} />
      <ChangeSummary vm={vm} />
      <SaveBar vm={vm} />
    </div>
  );
});

const GridRow = observer(function GridRow({
  vm,
  permission,
  section,
  rows,
  roving,
}: {
  readonly vm: PermissionGridViewModel;
  readonly permission: Permission;
  readonly section: PermissionSection | null;
  /** The section's cell spans its rows: drawn in the first only. */
  readonly rows: number;
  /** The box's part in the grid's roving tab stop. */
  readonly roving: RovingProps;
}) {
  const t = useT();
  const name = areaName(t, permission.area);
  const on = vm.granted(permission.area);
  const was = vm.role?.areas.includes(permission.area) ?? false;
  return (
    <tr className={on === was ? undefined : 'permission-changed'}>
      {rows > 0 && (
        <th scope="rowgroup" rowSpan={rows} className="permission-section">
          {sectionName(t, section)}
        </th>
      )}
      <td>{name}</td>
      <td>
        <Checkbox
          className="permission-check"
          checked={on}
          disabled={vm.saving}
          {...roving}
          aria-label={t('permissionGrid.checkLabel', { permission: name, section: sectionName(t, section) })}
          onChange={(event) => vm.toggle(permission.area, event.currentTarget.checked)}
        />
      </td>
      <td>
        {on !== was && (
          <Tag minimal intent={on ? Intent.SUCCESS : Intent.DANGER}>
            {t(on ? 'permissionGrid.added' : 'permissionGrid.removed')}
          </Tag>
        )}
      </td>
    </tr>
  );
});

const ChatGrants = observer(function ChatGrants({ vm }: { readonly vm: PermissionGridViewModel }) {
  const t = useT();
  const { language } = useApp();
  const departments = vm.catalogue?.chatDepartments;
  if (departments === null || departments === undefined) {
    return <p className="permission-muted">{t('permissionGrid.chatForbidden')}</p>;
  }
  return (
    <fieldset className="permission-chats">
      <legend>{t('permissionGrid.chatTitle')}</legend>
      <p className="permission-muted">{t('permissionGrid.chatHelp')}</p>
      {departments.length === 0 ? (
        <p>{t('permissionGrid.chatNone')}</p>
      ) : (
        <div className="permission-chat-list">
          {departments.map((department) => (
            <Checkbox
              key={department.id}
              label={nameIn(department, language)}
              checked={vm.answers(department.id)}
              disabled={vm.saving}
              onChange={(event) => vm.toggleChat(department.id, event.currentTarget.checked)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
});

/** What the save will add and remove, in words: shown beside the grid and in the confirmation. */
const ChangeList = observer(function ChangeList({ vm }: { readonly vm: PermissionGridViewModel }) {
  const t = useT();
  const { language } = useApp();
  const sectionOf = new Map(
    vm.sections.flatMap(({ section, permissions }) => permissions.map((p) => [p.area, section] as const)),
  );
  const department = (id: number) => {
    const found = vm.catalogue?.chatDepartments?.find((d) => d.id === id);
    return found === undefined ? String(id) : nameIn(found, language);
  };
  const line = (area: PermissionArea) =>
    t('permissionGrid.checkLabel', {
      permission: areaName(t, area),
      section: sectionName(t, sectionOf.get(area) ?? null),
    });
  const added = [
    ...vm.areaChange.added.map(line),
    ...vm.chatChange.added.map((id) => t('permissionGrid.chatLine', { department: department(id) })),
  ];
  const removed = [
    ...vm.areaChange.removed.map(line),
    ...vm.chatChange.removed.map((id) => t('permissionGrid.chatLine', { department: department(id) })),
  ];
  return (
    <div className="permission-diff">
      {added.length > 0 && (
        <div>
          <H3 className="permission-diff-title">{t('permissionGrid.addedTitle', { n: added.length })}</H3>
          <ul aria-label={t('permissionGrid.addedTitle', { n: added.length })}>
            {added.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {removed.length > 0 && (
        <div>
          <H3 className="permission-diff-title">{t('permissionGrid.removedTitle', { n: removed.length })}</H3>
          <ul aria-label={t('permissionGrid.removedTitle', { n: removed.length })}>
            {removed.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});

const ChangeSummary = observer(function ChangeSummary({ vm }: { readonly vm: PermissionGridViewModel }) {
  const t = useT();
  if (!vm.dirty) return null;
  return (
    <Card className="permission-summary" aria-labelledby="permission-summary-title">
      <div className="permission-head">
        <H3 id="permission-summary-title">{t('permissionGrid.changesTitle')}</H3>
        <Tag intent={Intent.WARNING}>{t('permissionGrid.unsaved')}</Tag>
      </div>
      <ChangeList vm={vm} />
    </Card>
  );
});

const SaveBar = observer(function SaveBar({ vm }: { readonly vm: PermissionGridViewModel }) {
  const t = useT();
  return (
    <>
      {vm.error !== null && (
        <Callout intent={Intent.DANGER} role="alert" className="permission-error">
          <p>{t(`permissionGrid.error.${vm.error}`)}</p>
          {vm.error === 'stale' && (
            <Button icon={<Refresh />} onClick={() => void vm.loadRole()}>
              {t('permissionGrid.reloadRole')}
            </Button>
          )}
        </Callout>
      )}
      <ConfirmedSaveBar
        vm={vm}
        className="permission-actions"
        labels={{
          save: 'permissionGrid.save',
          discard: 'permissionGrid.discard',
          confirm: 'permissionGrid.confirmSave',
        }}
        question={
          <>
            <p>
              {t('permissionGrid.confirmText', { role: vm.role?.name ?? '', n: vm.role?.userCount ?? 0 })}
            </p>
            <ChangeList vm={vm} />
          </>
        }
      />
    </>
  );
});
