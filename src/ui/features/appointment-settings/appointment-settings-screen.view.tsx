import {
  Button,
  Callout,
  Checkbox,
  Classes,
  Code,
  Drawer,
  DrawerSize,
  FormGroup,
  H2,
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
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import type {
  DoctorSettingsEditor,
  DoctorSettingsViewModel,
  SettingsKind,
  UserSettingsEditor,
} from './appointment-settings.view-model';
import '../resource-list/resource-list.css';
import './appointment-settings.css';

/** Sunday first, as the settings' bit set counts: bit 0 is Sunday. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekday names of the page's language (1 March 2026 was a Sunday). */
function useWeekdayNames(): readonly string[] {
  const { language } = useApp();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
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
  title,
  children,
}: {
  readonly editor: DoctorSettingsEditor | UserSettingsEditor;
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

const DoctorSettings = observer(function DoctorSettings({ vm }: { readonly vm: DoctorSettingsViewModel }) {
  const t = useT();
  const app = useApp();
  const days = useWeekdayNames();
  const { editor } = vm;
  useEffect(() => void editor.load(), [editor]);
  const nameOf = (id: number) => {
    const d = vm.names.get(id);
    if (d === undefined) return `#${id}`;
    return app.language === 'ku' ? d.nameKu : app.language === 'ar' ? d.nameAr : d.nameEn;
  };
  const openRow = editor.rows.find((r) => String(r.doctorId) === editor.openKey);
  return (
    <ListStates status={editor.status} isEmpty={editor.rows.length === 0} onRetry={() => void editor.load()}>
      <div className="list-table-scroll">
        <HTMLTable compact striped className="settings-table">
          <thead>
            <tr>
              <th scope="col">{t('booking.settings.doctor')}</th>
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
              <tr key={row.doctorId}>
                <td>
                  <bdi>{nameOf(row.doctorId)}</bdi>
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
                <td>{row.slotMinutes}</td>
                <td>{row.maxPatientsPerDay}</td>
                <td>{row.acceptsOnlineBooking ? t('booking.settings.yes') : t('booking.settings.no')}</td>
                <td>
                  <Button
                    small
                    icon={<Edit />}
                    aria-label={`${t('booking.settings.edit')}: ${nameOf(row.doctorId)}`}
                    onClick={() => editor.open(String(row.doctorId))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <EditorDrawer editor={editor} title={openRow === undefined ? '' : nameOf(openRow.doctorId)}>
        <DoctorForm editor={editor} />
      </EditorDrawer>
    </ListStates>
  );
});

const UserSettings = observer(function UserSettings({ editor }: { readonly editor: UserSettingsEditor }) {
  const t = useT();
  const app = useApp();
  useEffect(() => void editor.load(), [editor]);
  const when = (iso: string | null) =>
    iso === null
      ? ''
      : new Date(iso).toLocaleString(app.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ListStates status={editor.status} isEmpty={editor.rows.length === 0} onRetry={() => void editor.load()}>
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
            {editor.rows.map((row) => (
              <tr key={row.appUserId}>
                <td>
                  <Code>{row.appUserId}</Code>
                </td>
                <td>{row.maxOpenAppointments}</td>
                <td>{row.cancelHoursBefore}</td>
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
      <EditorDrawer editor={editor} title={editor.openKey ?? ''}>
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

function UserScreen({ make }: { readonly make: () => { readonly editor: UserSettingsEditor } }) {
  const [vm] = useState(make);
  return <UserSettings editor={vm.editor} />;
}
