// The parts of Blueprint's deferred stylesheet the calendar draws, with its chunk.
import 'blueprint-css/rest-segmented-control.css';
import 'blueprint-css/rest-button-group.css';
import { HTMLSelect, SegmentedControl } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { CalendarGrid, type CalendarEntry } from '../../calendar/calendar-grid.view';
import { CalendarLegend } from '../../calendar/calendar-legend.view';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import { STATE_KEYS } from './appointment-board.view-model';
import { DayStepper } from './day-stepper.view';
import type { CalendarUrlState, StaffCalendarView } from './appointment-calendar.view-model';

function calendarUrlState(params: URLSearchParams): CalendarUrlState {
  return {
    view: params.get('span') === 'week' ? 'week' : 'day',
    day: params.get('day') ?? '',
    doctorId: params.get('doctor'),
  };
}

/**
 * The staff calendar tab: one doctor's day or week, coloured by the calendar rule, in its own chunk
 * with the calendar grid.
 */
const AppointmentCalendarPanel = observer(function AppointmentCalendarPanel() {
  const t = useT();
  const app = useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const vm = useViewModel(ViewModels.AppointmentCalendar, calendarUrlState(searchParams));

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const { view, day, doctorId } = vm.urlState;
  useEffect(() => {
    setSearchParams(
      (params) => {
        const set = (name: string, value: string | null) =>
          value === null || value === '' ? params.delete(name) : params.set(name, value);
        set('span', view === 'day' ? null : view);
        set('day', day);
        set('doctor', doctorId);
        return params;
      },
      { replace: true },
    );
  }, [view, day, doctorId, setSearchParams]);

  const entries: CalendarEntry[] = vm.events.map((e) => ({
    id: e.id,
    start: e.start,
    end: e.end,
    colour: e.colour,
    title: t(`appointments.state.${STATE_KEYS[e.state]}`),
  }));

  return (
    <div className="board-calendar" data-testid="board-calendar">
      <div className="board-day">
        <HTMLSelect
          value={vm.doctorId ?? ''}
          onChange={(e) => vm.setDoctor(e.currentTarget.value)}
          aria-label={t('appointments.board.doctor')}
          data-testid="calendar-doctor"
        >
          {vm.lookups.doctors.items.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </HTMLSelect>
        <SegmentedControl
          small
          value={vm.view}
          onValueChange={(v) => vm.setView(v as StaffCalendarView)}
          options={[
            { value: 'day', label: t('apptCalendar.view.day') },
            { value: 'week', label: t('apptCalendar.view.week') },
          ]}
          aria-label={t('apptCalendar.view.label')}
          data-testid="calendar-view"
        />
        <DayStepper
          day={vm.day}
          isToday={vm.isToday}
          onMove={(step) => vm.move(step)}
          onToday={vm.today}
          onDay={(day) => vm.setDay(day)}
          previousLabel={t('apptCalendar.previous')}
          nextLabel={t('apptCalendar.next')}
          screen="calendar"
        />
      </div>
      <CalendarLegend
        title={t('apptCalendar.legend.title')}
        labels={{
          teal: t('apptCalendar.legend.teal'),
          blue: t('apptCalendar.legend.blue'),
          purple: t('apptCalendar.legend.purple'),
          orange: t('apptCalendar.legend.orange'),
          grey: t('apptCalendar.legend.grey'),
        }}
      />
      <ListStates status={vm.status} isEmpty={false} onRetry={() => void vm.load()}>
        <CalendarGrid
          view={vm.view}
          day={vm.day}
          language={app.language}
          entries={entries}
          label={t('apptCalendar.tabs.calendar')}
        />
      </ListStates>
    </div>
  );
});

export default AppointmentCalendarPanel;
