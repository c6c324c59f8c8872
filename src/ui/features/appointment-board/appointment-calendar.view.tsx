import { Button, ButtonGroup, HTMLSelect, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { Calendar, ChevronLeft, ChevronRight } from '@blueprintjs/icons';
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
        <ButtonGroup>
          <Button
            icon={<ChevronLeft className="board-flip" />}
            aria-label={t('apptCalendar.previous')}
            onClick={() => vm.move(-1)}
            data-testid="calendar-previous"
          />
          <Button text={t('appointments.board.today')} onClick={vm.today} disabled={vm.isToday} />
          <Button
            icon={<ChevronRight className="board-flip" />}
            aria-label={t('apptCalendar.next')}
            onClick={() => vm.move(1)}
            data-testid="calendar-next"
          />
        </ButtonGroup>
        <InputGroup
          type="date"
          leftIcon={<Calendar />}
          value={vm.day}
          onChange={(e) => vm.setDay(e.currentTarget.value)}
          aria-label={t('appointments.board.day')}
          data-testid="calendar-day"
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
