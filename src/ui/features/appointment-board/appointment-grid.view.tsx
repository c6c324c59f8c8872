// The parts of Blueprint's deferred stylesheet the grid draws, with its chunk.
import 'blueprint-css/rest-html-table.css';
import 'blueprint-css/rest-tag.css';
import 'blueprint-css/rest-button-group.css';
import 'blueprint-css/rest-control-group.css';
import 'blueprint-css/rest-numeric-input.css';
import {
  Button,
  Classes,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  FormGroup,
  NumericInput,
} from '@blueprintjs/core';
import { Th } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DoctorId } from '../../../domain/doctors/doctor-id';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../domain/appointments/appointment-state';
import type { LocalDate } from '../../../domain/patients/local-date';
import { StateChangeDialog } from './pending-change-dialog.view';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { intlLocale } from '../../calendar/calendar-dates';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import { Pager } from '../resource-list/pager.view';
import { AppointmentStateCell, StateChangeMenu } from './appointment-state-parts.view';
import type { AppointmentGridViewModel, GridUrlState } from './appointment-grid.view-model';

function gridUrlState(params: URLSearchParams): GridUrlState {
  const state = Number(params.get('state'));
  return {
    page: Number(params.get('page') ?? '1'),
    doctorId: params.get('doctor'),
    state: ALL_APPOINTMENT_STATES.includes(state as AppointmentState) ? (state as AppointmentState) : null,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/**
 * The grid of every appointment, paged by the server (50 a page): doctor, state and day filters,
 * the server's total, and on each row the changes the transition model allows.
 */
export const AppointmentGridPanel = observer(function AppointmentGridPanel() {
  const t = useT();
  const app = useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const vm = useViewModel(ViewModels.AppointmentGrid, gridUrlState(searchParams));

  useEffect(() => {
    vm.start();
    return vm.stop;
  }, [vm]);

  // The page and the filter are kept in the URL: a link or a reload opens the same page.
  const { page, doctorId, state, from, to } = vm.urlState;
  useEffect(() => {
    setSearchParams(
      (params) => {
        const set = (name: string, value: string | null) =>
          value === null || value === '' ? params.delete(name) : params.set(name, value);
        set('page', page === 1 ? null : String(page));
        set('doctor', doctorId);
        set('state', state === null ? null : String(state));
        set('from', from);
        set('to', to);
        return params;
      },
      { replace: true },
    );
  }, [page, doctorId, state, from, to, setSearchParams]);

  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(app.language), { dateStyle: 'medium', timeStyle: 'short' }),
    [app.language],
  );
  const time = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(app.language), { hour: '2-digit', minute: '2-digit' }),
    [app.language],
  );
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(app.language)), [app.language]);
  const [first, last] = vm.range;

  return (
    <div className="board-grid" data-testid="board-grid">
      <GridFilters vm={vm} />
      <section className="list-panel" aria-label={t('apptCalendar.tabs.grid')}>
        <p
          className="board-grid-count"
          aria-live="polite"
          data-testid="grid-count"
          data-total={vm.grid.total}
        >
          {t('apptCalendar.grid.range', {
            first: number.format(first),
            last: number.format(last),
            total: number.format(vm.grid.total),
          })}
        </p>
        <ListStates
          status={vm.grid.list.status}
          isEmpty={vm.rows.length === 0}
          onRetry={() => void vm.reload()}
          emptyIcon={<Th size={48} />}
        >
          <div className="list-table-scroll">
            <HTMLTable compact striped className="list-table board-table" data-testid="grid-table">
              <thead>
                <tr>
                  <th scope="col">{t('apptCalendar.grid.number')}</th>
                  <th scope="col">{t('apptCalendar.grid.start')}</th>
                  <th scope="col">{t('apptCalendar.grid.end')}</th>
                  <th scope="col">{t('appointments.board.patient')}</th>
                  <th scope="col">{t('appointments.board.doctor')}</th>
                  <th scope="col">{t('appointments.board.state')}</th>
                  <th scope="col">
                    <span className={Classes.TEXT_MUTED}>{t('appointments.board.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {vm.rows.map((row) => {
                  const changes = vm.changesOf(row);
                  const note = vm.rowNotes.get(row.id);
                  return (
                    <tr key={row.id} data-testid="grid-row" data-id={row.id} data-state={row.state}>
                      <td>
                        <bdi>{row.id}</bdi>
                      </td>
                      <td>
                        <time dateTime={new Date(row.startingTime).toISOString()}>
                          {dateTime.format(row.startingTime)}
                        </time>
                      </td>
                      <td>
                        <time dateTime={new Date(row.endingTime).toISOString()}>
                          {time.format(row.endingTime)}
                        </time>
                      </td>
                      <td>
                        <bdi data-testid="grid-row-patient">{row.patientName ?? ''}</bdi>
                      </td>
                      <td>
                        <bdi data-testid="grid-row-doctor">
                          {row.doctorName === null
                            ? ''
                            : app.language === 'ku'
                              ? row.doctorName.ku
                              : app.language === 'ar'
                                ? row.doctorName.ar
                                : row.doctorName.en}
                        </bdi>
                      </td>
                      <td>
                        <AppointmentStateCell
                          state={row.state}
                          text={vm.stateText(row.state)}
                          note={note}
                          screen="grid"
                        />
                      </td>
                      <td>
                        <StateChangeMenu
                          changes={changes}
                          stateText={(state) => vm.stateText(state)}
                          onChoose={(to) => vm.ask(row, to)}
                          busy={vm.busy.has(row.id)}
                          label={t('apptCalendar.grid.actionsFor', { id: row.id })}
                          screen="grid"
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        </ListStates>
        <div className="board-grid-pager">
          <Pager
            page={vm.grid.page}
            pageCount={vm.grid.pageCount}
            onPage={(next) => void vm.goToPage(next)}
          />
          <GoToPage vm={vm} />
        </div>
      </section>
      <GridPendingDialog vm={vm} />
    </div>
  );
});

const GridFilters = observer(function GridFilters({ vm }: { readonly vm: AppointmentGridViewModel }) {
  const t = useT();
  const f = vm.grid.filter;
  return (
    <div className="board-filters">
      <HTMLSelect
        value={f.doctorId ?? ''}
        onChange={(e) =>
          void vm.setFilter({ doctorId: (e.currentTarget.value || undefined) as DoctorId | undefined })
        }
        aria-label={t('appointments.board.doctor')}
        data-testid="grid-doctor"
      >
        <option value="">{t('appointments.board.allDoctors')}</option>
        {vm.lookups.doctors.items.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        value={f.state === undefined ? '' : String(f.state)}
        onChange={(e) =>
          void vm.setFilter({
            state:
              e.currentTarget.value === '' ? undefined : (Number(e.currentTarget.value) as AppointmentState),
          })
        }
        aria-label={t('appointments.board.state')}
        data-testid="grid-state"
      >
        <option value="">{t('appointments.board.allStates')}</option>
        {ALL_APPOINTMENT_STATES.filter((s) => s !== AppointmentState.Missed).map((s) => (
          <option key={s} value={s}>
            {vm.stateText(s)}
          </option>
        ))}
      </HTMLSelect>
      <FormGroup inline label={t('apptCalendar.grid.from')} labelFor="grid-from">
        <InputGroup
          id="grid-from"
          type="date"
          value={f.from ?? ''}
          onChange={(e) =>
            void vm.setFilter({ from: (e.currentTarget.value || undefined) as LocalDate | undefined })
          }
          data-testid="grid-from"
        />
      </FormGroup>
      <FormGroup inline label={t('apptCalendar.grid.to')} labelFor="grid-to">
        <InputGroup
          id="grid-to"
          type="date"
          value={f.to ?? ''}
          onChange={(e) =>
            void vm.setFilter({ to: (e.currentTarget.value || undefined) as LocalDate | undefined })
          }
          data-testid="grid-to"
        />
      </FormGroup>
    </div>
  );
});

/** A page number to jump to: 400 pages are too many to step through. */
const GoToPage = observer(function GoToPage({ vm }: { readonly vm: AppointmentGridViewModel }) {
  const t = useT();
  const [value, setValue] = useState<number | null>(null);
  return (
    <form
      className="board-grid-goto"
      onSubmit={(e) => {
        e.preventDefault();
        if (value !== null) void vm.goToPage(value);
      }}
    >
      <NumericInput
        min={1}
        max={vm.grid.pageCount}
        value={value ?? ''}
        onValueChange={(n) => setValue(Number.isFinite(n) ? Math.trunc(n) : null)}
        buttonPosition="none"
        aria-label={t('apptCalendar.grid.goToPage')}
        placeholder={t('common.page')}
        data-testid="grid-go-to-page"
        size="small"
      />
      <Button type="submit" text={t('apptCalendar.grid.go')} data-testid="grid-go" />
    </form>
  );
});

const GridPendingDialog = observer(function GridPendingDialog({
  vm,
}: {
  readonly vm: AppointmentGridViewModel;
}) {
  const pending = vm.pending;
  return (
    <StateChangeDialog
      change={pending === null ? null : { to: pending.to, count: 1 }}
      stateText={(state) => vm.stateText(state)}
      onCancel={() => vm.cancelPending()}
      onConfirm={(reason) => void vm.confirm(reason)}
      idPrefix="grid"
    />
  );
});
