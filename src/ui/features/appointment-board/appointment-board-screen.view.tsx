import {
  Button,
  Callout,
  Card,
  Checkbox,
  Classes,
  H2,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Spinner,
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { Search, Th } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BoardAppointment, TrilingualName } from '../../../domain/appointments/appointment-board';
import type { AppointmentState } from '../../../domain/appointments/appointment-state';
import { ALL_APPOINTMENT_STATES } from '../../../domain/appointments/appointment-state';
import { useApp } from '../../app/app-context';
import { usePart, useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import {
  STATE_KEYS,
  type AppointmentBoardViewModel,
  type BoardUrlState,
} from './appointment-board.view-model';
import { DayStepper } from './day-stepper.view';
import { AppointmentStateCell, StateChangeMenu } from './appointment-state-parts.view';
// The parts of Blueprint's deferred stylesheet the day's board draws, before the screen's own rules.
import 'blueprint-css/rest-tabs.css';
import 'blueprint-css/rest-tab.css';
import 'blueprint-css/rest-html-table.css';
import 'blueprint-css/rest-tag.css';
import 'blueprint-css/rest-control.css';
import 'blueprint-css/rest-button-group.css';
import '../resource-list/resource-list.css';
import './appointment-board.css';

/** The cards, in the order a receptionist works the day. */
const CARDS: readonly AppointmentState[] = [1, 7, 2, 3, 4, 5, 6];
const COUNT_FIELD = {
  1: 'reserved',
  2: 'assigned',
  3: 'waiting',
  4: 'seen',
  5: 'cancelledByPatient',
  6: 'cancelledByAssistant',
  7: 'missed',
} as const;

function urlState(params: URLSearchParams): BoardUrlState {
  const state = Number(params.get('state'));
  return {
    day: params.get('day') ?? '',
    doctorId: params.get('doctor'),
    centerId: params.get('center'),
    state: ALL_APPOINTMENT_STATES.includes(state as AppointmentState) ? (state as AppointmentState) : null,
    text: params.get('q') ?? '',
  };
}

const nameIn = (name: TrilingualName, language: string): string =>
  language === 'ku' ? name.ku : language === 'ar' ? name.ar : name.en;

/** The board's three tabs: the day's work list, the per-doctor calendar and the server-paged grid. */
const TABS = ['day', 'calendar', 'grid'] as const;
type BoardTab = (typeof TABS)[number];

/**
 * The calendar and grid tabs: each view with its view-model's factory, fetched the first time the
 * tab is shown, so the day's board (the tab that opens) loads neither.
 */
const loadCalendar = () => import('./appointment-calendar.view');
const loadGrid = () => import('./appointment-grid.view');

function CalendarTab() {
  const Panel = usePart(loadCalendar, [ViewModels.AppointmentCalendar]).default;
  return <Panel />;
}

function GridTab() {
  const { AppointmentGridPanel } = usePart(loadGrid, [ViewModels.AppointmentGrid]);
  return <AppointmentGridPanel />;
}

/**
 * `/dashboard/OnlineAppointments`: the reception's board. Its tabs (kept in the URL as `view`): the
 * day's work list, a doctor's day or week as a calendar, and the grid of every appointment paged by
 * the server.
 */
const AppointmentBoardScreen = observer(function AppointmentBoardScreen() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('view');
  const tab: BoardTab = TABS.includes(asked as BoardTab) ? (asked as BoardTab) : 'day';
  return (
    <div className="screen appointment-board" data-route="onlineAppointments">
      <H2 className="screen-title">{t('routes.onlineAppointments')}</H2>
      <Tabs
        id="appointment-board-tabs"
        selectedTabId={tab}
        onChange={(next) =>
          setSearchParams(
            (params) => {
              if (next === 'day') params.delete('view');
              else params.set('view', String(next));
              params.delete('page');
              return params;
            },
            { replace: false },
          )
        }
        renderActiveTabPanelOnly
        className="board-tabs"
      >
        <Tab id="day" title={t('apptCalendar.tabs.day')} panel={<DayBoard />} data-testid="board-tab-day" />
        <Tab
          id="calendar"
          title={t('apptCalendar.tabs.calendar')}
          panel={
            <Suspense fallback={<Spinner aria-label={t('common.loading')} />}>
              <CalendarTab />
            </Suspense>
          }
          data-testid="board-tab-calendar"
        />
        <Tab
          id="grid"
          title={t('apptCalendar.tabs.grid')}
          panel={
            <Suspense fallback={<Spinner aria-label={t('common.loading')} />}>
              <GridTab />
            </Suspense>
          }
          data-testid="board-tab-grid"
        />
      </Tabs>
    </div>
  );
});

/** The day's work list. */
const DayBoard = observer(function DayBoard() {
  const t = useT();
  const app = useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const vm = useViewModel(ViewModels.AppointmentBoard, urlState(searchParams));

  useEffect(() => {
    vm.start();
    return vm.stop;
  }, [vm]);

  // The day and the filters are kept in the URL, so a link or a reload opens the same board.
  const { day, doctorId, centerId, state, text } = vm.urlState;
  useEffect(() => {
    setSearchParams(
      (params) => {
        const set = (name: string, value: string | null) =>
          value === null || value === '' ? params.delete(name) : params.set(name, value);
        set('day', vm.isToday ? null : day);
        set('doctor', doctorId);
        set('center', centerId);
        set('state', state === null ? null : String(state));
        set('q', text);
        return params;
      },
      { replace: true },
    );
  }, [vm, day, doctorId, centerId, state, text, setSearchParams]);

  const time = useMemo(
    () => new Intl.DateTimeFormat(app.language, { hour: '2-digit', minute: '2-digit' }),
    [app.language],
  );
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(app.language, { dateStyle: 'short', timeStyle: 'short' }),
    [app.language],
  );

  return (
    <>
      <DayBar vm={vm} />
      <Counters vm={vm} />
      <Filters vm={vm} />
      <BulkBar vm={vm} />
      {vm.report !== null && <Report vm={vm} />}
      <section className="list-panel" aria-label={t('routes.onlineAppointments')}>
        <ListStates
          status={vm.status}
          isEmpty={vm.visible.length === 0}
          onRetry={() => void vm.load()}
          emptyIcon={<Th size={48} />}
        >
          <BoardTable vm={vm} time={time} dateTime={dateTime} />
        </ListStates>
      </section>
      <PendingDialog vm={vm} />
    </>
  );
});

const DayBar = observer(function DayBar({ vm }: { readonly vm: AppointmentBoardViewModel }) {
  const t = useT();
  return (
    <div className="board-day">
      <DayStepper
        day={vm.day}
        isToday={vm.isToday}
        onMove={(step) => vm.moveDay(step)}
        onToday={vm.today}
        onDay={(day) => vm.setDay(day)}
        previousLabel={t('appointments.board.previousDay')}
        nextLabel={t('appointments.board.nextDay')}
        screen="board"
      />
    </div>
  );
});

const Counters = observer(function Counters({ vm }: { readonly vm: AppointmentBoardViewModel }) {
  const t = useT();
  return (
    <div className="board-counters" role="group" aria-label={t('appointments.board.counters')}>
      {CARDS.map((state) => {
        const on = vm.filter.state === state;
        return (
          <Card
            key={state}
            interactive
            selected={on}
            compact
            className="board-counter"
            data-state={state}
            data-testid={`board-count-${STATE_KEYS[state]}`}
            role="button"
            tabIndex={0}
            aria-pressed={on}
            onClick={() => vm.toggleStateFilter(state)}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                vm.toggleStateFilter(state);
              }
            }}
          >
            <span className="board-counter-value">{vm.counts[COUNT_FIELD[state]]}</span>
            <span className="board-counter-label">{vm.stateText(state)}</span>
          </Card>
        );
      })}
    </div>
  );
});

const Filters = observer(function Filters({ vm }: { readonly vm: AppointmentBoardViewModel }) {
  const t = useT();
  const app = useApp();
  return (
    <div className="board-filters">
      <HTMLSelect
        value={vm.filter.doctorId ?? ''}
        onChange={(e) => vm.setFilter({ doctorId: e.currentTarget.value || null })}
        aria-label={t('appointments.board.doctor')}
        data-testid="board-doctor"
      >
        <option value="">{t('appointments.board.allDoctors')}</option>
        {vm.doctors.map((d) => (
          <option key={d.id} value={d.id}>
            {nameIn(d.name, app.language)}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        value={vm.filter.centerId ?? ''}
        onChange={(e) => vm.setFilter({ centerId: e.currentTarget.value || null })}
        aria-label={t('appointments.board.center')}
        data-testid="board-center"
      >
        <option value="">{t('appointments.board.allCenters')}</option>
        {vm.centers.map((c) => (
          <option key={c.id} value={c.id}>
            {nameIn(c.name, app.language)}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        value={vm.filter.state === null ? '' : String(vm.filter.state)}
        onChange={(e) =>
          vm.setFilter({
            state: e.currentTarget.value === '' ? null : (Number(e.currentTarget.value) as AppointmentState),
          })
        }
        aria-label={t('appointments.board.state')}
        data-testid="board-state"
      >
        <option value="">{t('appointments.board.allStates')}</option>
        {ALL_APPOINTMENT_STATES.map((s) => (
          <option key={s} value={s}>
            {vm.stateText(s)}
          </option>
        ))}
      </HTMLSelect>
      <InputGroup
        type="search"
        leftIcon={<Search />}
        placeholder={t('appointments.board.search')}
        aria-label={t('appointments.board.search')}
        value={vm.filter.text}
        onChange={(e) => vm.setFilter({ text: e.currentTarget.value })}
        data-testid="board-search"
      />
    </div>
  );
});

const BulkBar = observer(function BulkBar({ vm }: { readonly vm: AppointmentBoardViewModel }) {
  const t = useT();
  if (vm.selected.size === 0) return null;
  return (
    <Callout className="board-bulk" compact data-testid="board-bulk">
      <span>{t('appointments.board.selected', { n: vm.selected.size })}</span>
      <BulkChangeMenu vm={vm} />
      <Button variant="minimal" text={t('appointments.board.clearSelection')} onClick={vm.clearSelection} />
    </Callout>
  );
});

// The selection's menu of states: its popover's code arrives with the first click, as a row's.
const BulkChangePopover = lazy(async () => ({
  default: (await import('./state-change-popover.view')).BulkChangePopover,
}));

function BulkChangeMenu({ vm }: { readonly vm: AppointmentBoardViewModel }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      intent={Intent.PRIMARY}
      text={t('appointments.board.bulkChange')}
      data-testid="board-bulk-change"
      onClick={onClick}
    />
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <BulkChangePopover vm={vm} />
    </Suspense>
  );
}

const Report = observer(function Report({ vm }: { readonly vm: AppointmentBoardViewModel }) {
  const t = useT();
  const report = vm.report ?? [];
  const failed = report.filter((r) => !r.ok).length;
  return (
    <Callout
      className="board-report"
      intent={failed === 0 ? Intent.SUCCESS : Intent.WARNING}
      title={t('appointments.board.report.title', { changed: report.length - failed, refused: failed })}
      data-testid="board-report"
    >
      <ul>
        {report.map((r) => (
          <li key={r.id} data-ok={r.ok} data-testid="board-report-row">
            <bdi>{r.patientName}</bdi>: {r.text}
          </li>
        ))}
      </ul>
      <Button variant="minimal" text={t('common.close')} onClick={vm.dismissReport} />
    </Callout>
  );
});

interface TableProps {
  readonly vm: AppointmentBoardViewModel;
  readonly time: Intl.DateTimeFormat;
  readonly dateTime: Intl.DateTimeFormat;
}

interface BoardRowProps {
  readonly vm: AppointmentBoardViewModel;
  readonly row: BoardAppointment;
  readonly index: number;
  readonly focused: boolean;
  readonly selected: boolean;
  readonly busy: boolean;
  readonly note: string | undefined;
  readonly menuOpen: boolean;
  readonly language: string;
  readonly time: Intl.DateTimeFormat;
  readonly dateTime: Intl.DateTimeFormat;
  readonly rowRef: (id: string, el: HTMLTableRowElement | null) => void;
  readonly onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>, index: number, row: BoardAppointment) => void;
  readonly setMenuFor: (id: string | null) => void;
}

/**
 * One appointment's row. Everything that changes is a plain prop (the row object, its selected,
 * busy, focused and menu flags, its note) and the handlers are the table's stable ones, so a
 * change of one row (its state, busy while the change is sent) redraws that row only, not the
 * day's other hundreds (bench/ui/board-repaint.bench.ts).
 */
const BoardRow = observer(function BoardRow({
  vm,
  row,
  index,
  focused,
  selected,
  busy,
  note,
  menuOpen,
  language,
  time,
  dateTime,
  rowRef,
  onKeyDown,
  setMenuFor,
}: BoardRowProps) {
  const t = useT();
  return (
    <tr
      ref={(el) => rowRef(row.id, el)}
      tabIndex={focused ? 0 : -1}
      onFocus={() => vm.focusRow(index)}
      onKeyDown={(e) => onKeyDown(e, index, row)}
      aria-selected={selected}
      aria-busy={busy}
      data-testid="board-row"
      data-id={row.id}
      data-state={row.state}
    >
      <td
        className="board-check"
        // The cell takes the click (shift for a range): the label's own activation of
        // the input is cancelled, so one click is one toggle wherever it lands.
        onClick={(e) => {
          e.preventDefault();
          vm.toggleRow(index, e.shiftKey);
        }}
      >
        <Checkbox
          checked={selected}
          readOnly
          className="board-checkbox"
          aria-label={t('appointments.board.selectRow', { patient: row.patientName })}
          data-testid="board-row-check"
        />
      </td>
      <td>
        <time dateTime={new Date(row.startingTime).toISOString()}>{time.format(row.startingTime)}</time>
      </td>
      <td>
        <bdi className="board-patient">{row.patientName}</bdi>
        <span className={`board-sub ${Classes.TEXT_MUTED}`} dir="ltr">
          {row.patientPhone}
        </span>
        {row.familyRelation !== null && row.familyRelation !== 'Self' && (
          <span className={`board-sub ${Classes.TEXT_MUTED}`}>
            {t(`appointments.board.relation.${row.familyRelation}`)}
          </span>
        )}
      </td>
      <td>
        <bdi>{nameIn(row.doctorName, language)}</bdi>
      </td>
      <td>
        <bdi>{nameIn(row.centerName, language)}</bdi>
      </td>
      <td>
        <AppointmentStateCell state={row.state} text={vm.stateText(row.state)} note={note} screen="board" />
      </td>
      <td>
        <bdi>{row.bookedBy}</bdi>
        <span className={`board-sub ${Classes.TEXT_MUTED}`}>{dateTime.format(row.bookedAt)}</span>
      </td>
      <td>
        <StateChangeMenu
          changes={vm.changesOf(row)}
          stateText={(state) => vm.stateText(state)}
          onChoose={(to) => vm.ask(row, to)}
          busy={busy}
          label={t('appointments.board.actionsFor', { patient: row.patientName })}
          screen="board"
          open={{
            isOpen: menuOpen,
            onInteraction: (open) => setMenuFor(open ? row.id : null),
          }}
        />
      </td>
    </tr>
  );
});

const BoardTable = observer(function BoardTable({ vm, time, dateTime }: TableProps) {
  const t = useT();
  const app = useApp();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());
  // The rows' handlers stay the same across renders (read the view-model when called), so a row
  // whose own props did not change is not drawn again.
  const rowRef = useCallback((id: string, el: HTMLTableRowElement | null) => {
    if (el === null) rowRefs.current.delete(id);
    else rowRefs.current.set(id, el);
  }, []);

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLTableRowElement>, index: number, row: BoardAppointment) => {
      if (e.target !== e.currentTarget) return;
      const focusAt = (at: number) => {
        vm.focusRow(at);
        const focused = vm.visible[vm.focused];
        if (focused !== undefined) rowRefs.current.get(focused.id)?.focus();
      };
      switch (e.key) {
        case 'ArrowDown':
          e.preventDefault();
          return focusAt(index + 1);
        case 'ArrowUp':
          e.preventDefault();
          return focusAt(index - 1);
        case 'Home':
          e.preventDefault();
          return focusAt(0);
        case 'End':
          e.preventDefault();
          return focusAt(vm.visible.length - 1);
        case 'Enter':
        case 'a':
          e.preventDefault();
          if (vm.changesOf(row).length > 0) setMenuFor(row.id);
          return;
        case ' ':
          e.preventDefault();
          return vm.toggleRow(index, e.shiftKey);
      }
    },
    [vm],
  );

  return (
    <div className="list-table-scroll">
      <HTMLTable compact striped className="list-table board-table" data-testid="board-table">
        <thead>
          <tr>
            <th scope="col" className="board-check">
              <Checkbox
                checked={vm.allVisibleSelected}
                indeterminate={vm.selected.size > 0 && !vm.allVisibleSelected}
                onChange={vm.toggleAllVisible}
                className="board-checkbox"
                aria-label={t('appointments.board.selectPage')}
                data-testid="board-select-all"
              />
            </th>
            <th scope="col">{t('appointments.board.time')}</th>
            <th scope="col">{t('appointments.board.patient')}</th>
            <th scope="col">{t('appointments.board.doctor')}</th>
            <th scope="col">{t('appointments.board.center')}</th>
            <th scope="col">{t('appointments.board.state')}</th>
            <th scope="col">{t('appointments.board.bookedBy')}</th>
            <th scope="col">
              <span className={Classes.TEXT_MUTED}>{t('appointments.board.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {vm.visible.map((row, index) => (
            <BoardRow
              key={row.id}
              vm={vm}
              row={row}
              index={index}
              focused={index === vm.focused}
              selected={vm.selected.has(row.id)}
              busy={vm.busy.has(row.id)}
              note={vm.rowNotes.get(row.id)}
              menuOpen={menuFor === row.id}
              language={app.language}
              time={time}
              dateTime={dateTime}
              rowRef={rowRef}
              onKeyDown={onKeyDown}
              setMenuFor={setMenuFor}
            />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});

// The confirmation's dialog (overlay, transitions, the reason's text area) is a chunk of its own,
// fetched the first time a change is asked for; once drawn it stays, so it can close as it opens.
const PendingChangeDialog = lazy(() => import('./pending-change-dialog.view'));

const PendingDialog = observer(function PendingDialog({ vm }: { readonly vm: AppointmentBoardViewModel }) {
  const [asked, setAsked] = useState(false);
  if (vm.pending !== null && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <PendingChangeDialog vm={vm} />
    </Suspense>
  );
});

export default AppointmentBoardScreen;
