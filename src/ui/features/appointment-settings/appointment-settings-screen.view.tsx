import {
  Button,
  Callout,
  Checkbox,
  Classes,
  Code,
  Dialog,
  DialogBody,
  DialogFooter,
  Drawer,
  DrawerSize,
  FormGroup,
  H2,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { Add, Edit, Trash } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type {
  DoctorSettingWriteWire,
  UserSettingWriteWire,
} from '../../../application/ports/appointment-settings-gateway';
import { MAX_BREAKS } from '../../../contract/appointments/booking';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { intlLocale } from '../../calendar/calendar-dates';
import { useFigure } from '../../i18n/use-figure';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import {
  doctorSettingKey,
  type DoctorSettingsEditor,
  type DoctorSettingsViewModel,
  type SettingsKind,
  type UserSettingsEditor,
  type UserSettingsViewModel,
} from './appointment-settings.view-model';
import '../resource-list/resource-list.css';
import './appointment-settings.css';

/** Sunday first, as the settings' bit set counts: bit 0 is Sunday. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekday names of the page's language (1 March 2026 was a Sunday). */
function useWeekdayNames(): readonly string[] {
  const { language } = useApp();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' });
    return WEEKDAYS.map((d) => format.format(Date.UTC(2026, 2, 1 + d)));
  }, [language]);
}

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** A form row: its label, and the field's translated problem when the last check refused it. */
function Field(props: {
  readonly id: string;
  readonly field: string;
  readonly problems: Readonly<Record<string, string>>;
  readonly label: string;
  readonly children: ReactNode;
}) {
  const t = useT();
  const refused = props.problems[props.field] !== undefined;
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      intent={refused ? Intent.DANGER : Intent.NONE}
      helperText={refused ? t(`booking.settings.problems.${props.field}`) : undefined}
    >
      {props.children}
    </FormGroup>
  );
}

/** The save's outcome under the form: refused (why) or saved. */
const SaveOutcome = observer(function SaveOutcome({
  editor,
}: {
  readonly editor: DoctorSettingsEditor | UserSettingsEditor;
}) {
  const t = useT();
  if (editor.saveProblem === 'stale') {
    return (
      <Callout intent={Intent.WARNING} role="alert">
        {t('booking.settings.saveErrors.stale')}{' '}
        <Button onClick={editor.reloadCurrent}>{t('booking.settings.reload')}</Button>
      </Callout>
    );
  }
  if (editor.saveProblem !== null) {
    return (
      <Callout intent={Intent.DANGER} role="alert">
        {t(`booking.settings.saveErrors.${editor.saveProblem}`)}
      </Callout>
    );
  }
  if (editor.savedAt !== null) {
    return (
      <Callout intent={Intent.SUCCESS} role="status">
        {t('booking.settings.saved')}
      </Callout>
    );
  }
  return null;
});

const DoctorForm = observer(function DoctorForm({ editor }: { readonly editor: DoctorSettingsEditor }) {
  const t = useT();
  const days = useWeekdayNames();
  const draft = editor.draft;
  if (draft === null) return null;
  const { problems } = editor;
  const set = <K extends keyof DoctorSettingWriteWire>(field: K, value: DoctorSettingWriteWire[K]) =>
    editor.change(field, value);
  const label = (field: string) => t(`booking.settings.fields.${field}`);
  const number = (field: 'slotMinutes' | 'maxPatientsPerDay' | 'bookingWindowDays' | 'consultationFee') => (
    <Field id={`ds-${field}`} field={field} problems={problems} label={label(field)}>
      <InputGroup
        id={`ds-${field}`}
        type="number"
        inputMode="numeric"
        value={Number.isNaN(draft[field]) ? '' : String(draft[field])}
        onValueChange={(text) => set(field, numberOf(text))}
      />
    </Field>
  );
  const time = (field: 'dayStartsAt' | 'dayEndsAt') => (
    <Field id={`ds-${field}`} field={field} problems={problems} label={label(field)}>
      <InputGroup id={`ds-${field}`} type="time" value={draft[field]} onValueChange={(v) => set(field, v)} />
    </Field>
  );
  const setBreak = (index: number, part: 'startsAt' | 'endsAt', value: string) =>
    set(
      'breaks',
      draft.breaks.map((b, i) => (i === index ? { ...b, [part]: value } : b)),
    );
  return (
    <>
      <Switch
        checked={draft.acceptsOnlineBooking}
        label={label('acceptsOnlineBooking')}
        onChange={(e) => set('acceptsOnlineBooking', e.currentTarget.checked)}
      />
      <Field id="ds-workingDays" field="workingDays" problems={problems} label={label('workingDays')}>
        <div className="settings-weekdays" id="ds-workingDays" role="group" aria-label={label('workingDays')}>
          {WEEKDAYS.map((d) => (
            <Checkbox
              key={d}
              inline
              label={days[d]}
              checked={(draft.workingDays & (1 << d)) !== 0}
              onChange={(e) =>
                set(
                  'workingDays',
                  e.currentTarget.checked ? draft.workingDays | (1 << d) : draft.workingDays & ~(1 << d),
                )
              }
            />
          ))}
        </div>
      </Field>
      <div className="settings-pair">
        {time('dayStartsAt')}
        {time('dayEndsAt')}
      </div>
      {number('slotMinutes')}
      <Field id="ds-breaks" field="breaks" problems={problems} label={label('breaks')}>
        <ul className="settings-breaks" id="ds-breaks">
          {draft.breaks.map((b, i) => (
            <li key={i}>
              <InputGroup
                type="time"
                aria-label={t('booking.settings.breakStarts', { n: i + 1 })}
                value={b.startsAt}
                onValueChange={(v) => setBreak(i, 'startsAt', v)}
              />
              <InputGroup
                type="time"
                aria-label={t('booking.settings.breakEnds', { n: i + 1 })}
                value={b.endsAt}
                onValueChange={(v) => setBreak(i, 'endsAt', v)}
              />
              <Button
                icon={<Trash />}
                aria-label={t('booking.settings.removeBreak', { n: i + 1 })}
                onClick={() =>
                  set(
                    'breaks',
                    draft.breaks.filter((_, j) => j !== i),
                  )
                }
              />
            </li>
          ))}
        </ul>
        <Button
          icon={<Add />}
          disabled={draft.breaks.length >= MAX_BREAKS}
          onClick={() => set('breaks', [...draft.breaks, { startsAt: '12:00', endsAt: '12:30' }])}
        >
          {t('booking.settings.addBreak')}
        </Button>
      </Field>
      {number('maxPatientsPerDay')}
      {number('bookingWindowDays')}
      {number('consultationFee')}
    </>
  );
});

/** `YYYY-MM-DDTHH:mm` of the browser's local time, as a datetime-local input holds it. */
const localInput = (iso: string | null): string => {
  if (iso === null) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const UserForm = observer(function UserForm({ editor }: { readonly editor: UserSettingsEditor }) {
  const t = useT();
  const draft = editor.draft;
  if (draft === null) return null;
  const { problems } = editor;
  const set = <K extends keyof UserSettingWriteWire>(field: K, value: UserSettingWriteWire[K]) =>
    editor.change(field, value);
  const label = (field: string) => t(`booking.settings.fields.${field}`);
  const number = (field: 'maxOpenAppointments' | 'cancelHoursBefore') => (
    <Field id={`us-${field}`} field={field} problems={problems} label={label(field)}>
      <InputGroup
        id={`us-${field}`}
        type="number"
        inputMode="numeric"
        value={Number.isNaN(draft[field]) ? '' : String(draft[field])}
        onValueChange={(text) => set(field, numberOf(text))}
      />
    </Field>
  );
  return (
    <>
      {number('maxOpenAppointments')}
      {number('cancelHoursBefore')}
      <Switch
        checked={draft.canBookOnline}
        label={label('canBookOnline')}
        onChange={(e) => set('canBookOnline', e.currentTarget.checked)}
      />
      <Field id="us-blockedUntil" field="blockedUntil" problems={problems} label={label('blockedUntil')}>
        <InputGroup
          id="us-blockedUntil"
          type="datetime-local"
          value={localInput(draft.blockedUntil)}
          onValueChange={(v) => set('blockedUntil', v === '' ? null : new Date(v).toISOString())}
        />
      </Field>
      <Field id="us-reason" field="reason" problems={problems} label={label('reason')}>
        <TextArea
          id="us-reason"
          fill
          value={draft.reason}
          onChange={(e) => set('reason', e.currentTarget.value)}
        />
      </Field>
    </>
  );
});

/** The drawer of the open row (a full page on phones): its form, Save and Cancel. */
const EditorDrawer = observer(function EditorDrawer({
  editor,
  kind,
  title,
  children,
}: {
  readonly editor: DoctorSettingsEditor | UserSettingsEditor;
  readonly kind: SettingsKind;
  readonly title: string;
  readonly children: ReactNode;
}) {
  const t = useT();
  return (
    <Drawer
      isOpen={editor.openKey !== null}
      onClose={editor.close}
      title={title}
      size={window.innerWidth < 600 ? '100%' : DrawerSize.SMALL}
      className="settings-drawer"
    >
      <form
        className="settings-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void editor.save();
        }}
      >
        {editor.creating && (
          <Callout intent={Intent.PRIMARY} role="note">
            {t(`booking.settings.creating.${kind}`)}
          </Callout>
        )}
        {children}
        <SaveOutcome editor={editor} />
        <div className="settings-actions">
          <Button type="submit" intent={Intent.PRIMARY} loading={editor.saving}>
            {t('booking.settings.save')}
          </Button>
          <Button onClick={editor.close}>{t('booking.settings.close')}</Button>
        </div>
      </form>
    </Drawer>
  );
});

/** The dialog that picks a doctor and a center the doctor has no settings at yet. */
const AddCenterDialog = observer(function AddCenterDialog({
  vm,
  nameOf,
  centerOf,
}: {
  readonly vm: DoctorSettingsViewModel;
  readonly nameOf: (id: number) => string;
  readonly centerOf: (id: number) => string;
}) {
  const t = useT();
  const adding = vm.adding;
  const doctorId = adding?.doctorId ?? null;
  const centerId = adding?.centerId ?? null;
  const free = doctorId === null ? [] : vm.centersWithout(doctorId);
  const choose = (text: string): number | null => (text === '' ? null : Number(text));
  return (
    <Dialog
      isOpen={adding !== null}
      onClose={vm.cancelAdding}
      title={t('booking.settings.addCenter.title')}
      className="settings-add-center"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          vm.continueAdding();
        }}
      >
        <DialogBody>
          <FormGroup label={t('booking.settings.doctor')} labelFor="ds-add-doctor">
            <HTMLSelect
              id="ds-add-doctor"
              fill
              value={doctorId === null ? '' : String(doctorId)}
              onChange={(e) => vm.chooseDoctor(choose(e.currentTarget.value))}
            >
              <option value="">{t('booking.settings.addCenter.chooseDoctor')}</option>
              {vm.doctorIds.map((id) => (
                <option key={id} value={String(id)}>
                  {nameOf(id)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={t('booking.settings.center')}
            labelFor="ds-add-center"
            helperText={
              doctorId !== null && free.length === 0 ? t('booking.settings.addCenter.none') : undefined
            }
          >
            <HTMLSelect
              id="ds-add-center"
              fill
              disabled={doctorId === null || free.length === 0}
              value={centerId === null ? '' : String(centerId)}
              onChange={(e) => vm.chooseCenter(choose(e.currentTarget.value))}
            >
              <option value="">{t('booking.settings.addCenter.chooseCenter')}</option>
              {free.map((id) => (
                <option key={id} value={String(id)}>
                  {centerOf(id)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={vm.cancelAdding}>{t('booking.settings.close')}</Button>
              <Button type="submit" intent={Intent.PRIMARY} disabled={doctorId === null || centerId === null}>
                {t('booking.settings.addCenter.continue')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
});

const DoctorSettings = observer(function DoctorSettings({ vm }: { readonly vm: DoctorSettingsViewModel }) {
  const t = useT();
  const app = useApp();
  const days = useWeekdayNames();
  const formatNumber = useFigure();
  const { editor } = vm;
  useEffect(() => void editor.load(), [editor]);
  const inLanguage = (d: { nameEn: string; nameKu: string; nameAr: string }) =>
    app.language === 'ku' ? d.nameKu : app.language === 'ar' ? d.nameAr : d.nameEn;
  const nameOf = (id: number) => {
    const d = vm.names.get(id);
    return d === undefined ? `#${id}` : inLanguage(d);
  };
  const centerOf = (id: number) => {
    const c = vm.centers.get(id);
    return c === undefined ? `#${id}` : inLanguage(c);
  };
  const openRow = editor.rows.find((r) => doctorSettingKey(r.doctorId, r.centerId) === editor.openKey);
  const openIds = editor.openKey?.split('@').map(Number);
  const title =
    openRow !== undefined
      ? `${nameOf(openRow.doctorId)} · ${centerOf(openRow.centerId)}`
      : openIds !== undefined && openIds.length === 2
        ? `${nameOf(openIds[0]!)} · ${centerOf(openIds[1]!)}`
        : '';
  return (
    <ListStates status={editor.status} isEmpty={editor.rows.length === 0} onRetry={() => void editor.load()}>
      <div className="settings-toolbar">
        <Button icon={<Add />} onClick={vm.startAdding} disabled={vm.centers.size === 0}>
          {t('booking.settings.addCenter.open')}
        </Button>
      </div>
      <div className="list-table-scroll">
        <HTMLTable compact striped className="settings-table">
          <thead>
            <tr>
              <th scope="col">{t('booking.settings.doctor')}</th>
              <th scope="col">{t('booking.settings.center')}</th>
              <th scope="col">{t('booking.settings.fields.workingDays')}</th>
              <th scope="col">{t('booking.settings.hours')}</th>
              <th scope="col">{t('booking.settings.fields.slotMinutes')}</th>
              <th scope="col">{t('booking.settings.fields.maxPatientsPerDay')}</th>
              <th scope="col">{t('booking.settings.online')}</th>
              <th scope="col">
                <span className={Classes.TEXT_MUTED}>{t('booking.settings.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {editor.rows.map((row) => (
              <tr key={doctorSettingKey(row.doctorId, row.centerId)}>
                <td>
                  <bdi>{nameOf(row.doctorId)}</bdi>
                </td>
                <td>
                  <bdi>{centerOf(row.centerId)}</bdi>
                </td>
                <td>
                  {WEEKDAYS.filter((d) => (row.workingDays & (1 << d)) !== 0)
                    .map((d) => days[d])
                    .join(' ')}
                </td>
                <td>
                  <bdi>
                    {row.dayStartsAt.slice(0, 5)}–{row.dayEndsAt.slice(0, 5)}
                  </bdi>
                </td>
                <td>{formatNumber(row.slotMinutes)}</td>
                <td>{formatNumber(row.maxPatientsPerDay)}</td>
                <td>{row.acceptsOnlineBooking ? t('booking.settings.yes') : t('booking.settings.no')}</td>
                <td>
                  <Button
                    small
                    icon={<Edit />}
                    aria-label={`${t('booking.settings.edit')}: ${nameOf(row.doctorId)} · ${centerOf(row.centerId)}`}
                    onClick={() => editor.open(doctorSettingKey(row.doctorId, row.centerId))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <AddCenterDialog vm={vm} nameOf={nameOf} centerOf={centerOf} />
      <EditorDrawer editor={editor} kind="doctor" title={title}>
        <DoctorForm editor={editor} />
      </EditorDrawer>
    </ListStates>
  );
});

/** The dialog that finds a patient account by its phone number to give it a rule. */
const FindAccountDialog = observer(function FindAccountDialog({
  vm,
}: {
  readonly vm: UserSettingsViewModel;
}) {
  const t = useT();
  const search = vm.search;
  const problem =
    search === null || search.kind === 'typing' || search.kind === 'searching'
      ? undefined
      : t(`booking.settings.newRule.${search.kind}`);
  return (
    <Dialog
      isOpen={search !== null}
      onClose={vm.cancelSearch}
      title={t('booking.settings.newRule.title')}
      className="settings-find-account"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void vm.find();
        }}
      >
        <DialogBody>
          <FormGroup
            label={t('booking.settings.newRule.phone')}
            labelFor="us-find-phone"
            intent={problem === undefined ? Intent.NONE : Intent.DANGER}
            helperText={problem === undefined ? undefined : <span role="alert">{problem}</span>}
          >
            <InputGroup
              id="us-find-phone"
              type="tel"
              dir="ltr"
              autoFocus
              value={vm.phone}
              onValueChange={(text) => vm.setPhone(text)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={vm.cancelSearch}>{t('booking.settings.close')}</Button>
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={search?.kind === 'searching'}
                disabled={vm.phone.trim() === ''}
              >
                {t('booking.settings.newRule.find')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
});

const UserSettings = observer(function UserSettings({ vm }: { readonly vm: UserSettingsViewModel }) {
  const t = useT();
  const app = useApp();
  const { editor } = vm;
  const formatNumber = useFigure();
  useEffect(() => void editor.load(), [editor]);
  const when = (iso: string | null) =>
    iso === null
      ? ''
      : new Date(iso).toLocaleString(intlLocale(app.language), { dateStyle: 'medium', timeStyle: 'short' });
  const found = vm.found !== null && vm.found.appUserId === editor.openKey ? vm.found : null;
  const title = found === null ? (editor.openKey ?? '') : `${found.name} · ${found.phoneNumber}`;
  return (
    <ListStates status={editor.status} isEmpty={false} onRetry={() => void editor.load()}>
      <div className="settings-toolbar">
        <Button icon={<Add />} onClick={vm.startSearch}>
          {t('booking.settings.newRule.open')}
        </Button>
      </div>
      <div className="list-table-scroll">
        <HTMLTable compact striped className="settings-table">
          <thead>
            <tr>
              <th scope="col">{t('booking.settings.account')}</th>
              <th scope="col">{t('booking.settings.fields.maxOpenAppointments')}</th>
              <th scope="col">{t('booking.settings.fields.cancelHoursBefore')}</th>
              <th scope="col">{t('booking.settings.fields.canBookOnline')}</th>
              <th scope="col">{t('booking.settings.fields.blockedUntil')}</th>
              <th scope="col">{t('booking.settings.fields.reason')}</th>
              <th scope="col">
                <span className={Classes.TEXT_MUTED}>{t('booking.settings.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {editor.rows.length === 0 && (
              <tr>
                <td colSpan={7} className={Classes.TEXT_MUTED}>
                  {t('booking.settings.newRule.empty')}
                </td>
              </tr>
            )}
            {editor.rows.map((row) => (
              <tr key={row.appUserId}>
                <td>
                  <Code>{row.appUserId}</Code>
                </td>
                <td>{formatNumber(row.maxOpenAppointments)}</td>
                <td>{formatNumber(row.cancelHoursBefore)}</td>
                <td>{row.canBookOnline ? t('booking.settings.yes') : t('booking.settings.no')}</td>
                <td>{when(row.blockedUntil)}</td>
                <td>
                  <bdi>{row.reason}</bdi>
                </td>
                <td>
                  <Button
                    small
                    icon={<Edit />}
                    aria-label={`${t('booking.settings.edit')}: ${row.appUserId}`}
                    onClick={() => editor.open(row.appUserId)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <FindAccountDialog vm={vm} />
      <EditorDrawer editor={editor} kind="user" title={title}>
        <UserForm editor={editor} />
      </EditorDrawer>
    </ListStates>
  );
});

/**
 * `/dashboard/DoctorsAppointmentSetting` and `/dashboard/AppointmentSettingPerUser`: the settings
 * the patient site's free slots and booking rules come from, each row editable in a drawer.
 */
export default function AppointmentSettingsScreen({ kind }: { readonly kind: SettingsKind }) {
  const t = useT();
  const factory = useViewModel(ViewModels.AppointmentSettings);
  const routeId = kind === 'doctor' ? 'doctorsAppointmentSetting' : 'appointmentSettingPerUser';
  return (
    <div className="screen appointment-settings" data-route={routeId}>
      <H2 className="screen-title">{t(`routes.${routeId}`)}</H2>
      <p className="settings-intro">{t(`booking.settings.intro.${kind}`)}</p>
      {kind === 'doctor' && <p className="settings-intro">{t('booking.settings.perCenter')}</p>}
      <section className="list-panel" aria-label={t(`routes.${routeId}`)}>
        {kind === 'doctor' ? <DoctorScreen make={factory.doctors} /> : <UserScreen make={factory.users} />}
      </section>
    </div>
  );
}

function DoctorScreen({ make }: { readonly make: () => DoctorSettingsViewModel }) {
  const [vm] = useState(make);
  return <DoctorSettings vm={vm} />;
}

function UserScreen({ make }: { readonly make: () => UserSettingsViewModel }) {
  const [vm] = useState(make);
  return <UserSettings vm={vm} />;
}
