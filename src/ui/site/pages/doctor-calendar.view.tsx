import 'blueprint-css/rest-button-group.css';
import 'blueprint-css/rest-segmented-control.css';
import { Button, ButtonGroup, H1, SegmentedControl } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { initialDoctorCalendar, type DoctorCalendarState } from '../../../application/patient/patient-lists';
import type { CalendarMonth } from '../../../application/ports/calendar-gateway';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { StateStore } from '../../../application/shared/state-store';
import { APPOINTMENT_STATE_LABELS } from '../../../domain/appointments/appointment-state-label';
import type { CalendarEvent } from '../../../domain/appointments/calendar-events';
import type { DoctorId } from '../../../domain/doctors/doctor-id';
import type { ListStatus } from '../../../domain/lists/list-state';
import { dayStart, localDay, stepDay, viewDays } from '../../calendar/calendar-dates';
import { CalendarGrid } from '../../calendar/calendar-grid.view';
import { CalendarLegend } from '../../calendar/calendar-legend.view';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { usePatientServices, useServices, useShell } from '../site-context';
import type { SitePatientServices } from '../site-services';
import { SitePath, sitePath } from '../site-paths';
import { listError, SiteError, SiteLoading } from '../site-states';
import { doctorName } from './doctor-card';
import { SignedInOnly } from './signed-in-only';

type SiteCalendarView = 'week' | 'month';

const monthOfDay = (day: string): CalendarMonth => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});

/**
 * A doctor's calendar for the signed-in patient: the months the view touches (a week may straddle
 * two) read from `/Doctor/{id}/{YYYY-MM}`, cancelled ones hidden, the patient's own reservations
 * teal and the others blue.
 */
class DoctorCalendarViewModel {
  events: readonly CalendarEvent[] = [];
  status: ListStatus = { kind: 'loading' };
  private seq = 0;

  constructor(
    private readonly services: Pick<SitePatientServices, 'loadDoctorCalendar'>,
    private readonly doctorId: DoctorId,
  ) {
    makeAutoObservable<this, 'services' | 'doctorId' | 'seq'>(
      this,
      { services: false, doctorId: false, seq: false },
      { autoBind: true },
    );
  }

  async load(view: SiteCalendarView, day: string): Promise<void> {
    const seq = ++this.seq;
    this.status = { kind: 'loading' };
    const days = viewDays(view, day);
    const months = [
      ...new Set([days[0] ?? day, day, days[days.length - 1] ?? day].map((d) => d.slice(0, 7))),
    ];
    const answers = await Promise.all(
      months.map(async (m) => {
        let state: DoctorCalendarState = initialDoctorCalendar();
        const store: StateStore<DoctorCalendarState> = { get: () => state, set: (next) => (state = next) };
        await this.services.loadDoctorCalendar.execute(store, this.doctorId, monthOfDay(`${m}-01`));
        return state.list;
      }),
    );
    if (seq !== this.seq) return;
    const failed = answers.find((list) => list.status.kind !== 'loaded');
    runInAction(() => {
      this.status = failed?.status ?? { kind: 'loaded' };
      this.events = failed === undefined ? answers.flatMap((list) => list.items) : [];
    });
  }
}

/** `/site/doctors/{id}/calendar`: the doctor's week or month. */
export const DoctorCalendarPage = observer(function DoctorCalendarPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { id = '' } = useParams();
  const { resources } = useServices();
  const [doctors] = useState(() => new Remote(() => resources.load(ResourceKey.DoctorsWithTags)));
  useEffect(() => void doctors.load(), [doctors]);
  const doctor = doctors.value?.find((d) => d.id === id);
  const name = doctor === undefined ? t('site.doctor.title') : doctorName(doctor, language);
  usePageMeta(
    t('apptCalendar.site.title', { doctor: name }),
    t('apptCalendar.site.description', { doctor: name }),
  );
  return (
    <>
      <p>
        <Link to={sitePath(SitePath.Doctor, { id })}>{name}</Link>
      </p>
      <H1>{t('apptCalendar.site.title', { doctor: name })}</H1>
      <SignedInOnly>
        <DoctorCalendar doctorId={id as DoctorId} />
      </SignedInOnly>
    </>
  );
});

const DoctorCalendar = observer(function DoctorCalendar({ doctorId }: { readonly doctorId: DoctorId }) {
  const shell = useShell();
  const { t, language } = shell;
  const services = usePatientServices();
  const [params, setParams] = useSearchParams();
  const view: SiteCalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const asked = params.get('day') ?? '';
  const day = dayStart(asked) === null ? localDay(services.clock.now().getTime()) : asked;
  const [vm] = useState(() => new DoctorCalendarViewModel(services, doctorId));
  useEffect(() => void vm.load(view, day), [vm, view, day]);
  const go = (next: { view?: SiteCalendarView; day?: string }) =>
    setParams(
      (p) => {
        p.set('view', next.view ?? view);
        p.set('day', next.day ?? day);
        return p;
      },
      { replace: true },
    );
  return (
    <div className="site-calendar" data-testid="site-calendar">
      <div className="site-calendar-bar">
        <SegmentedControl
          small
          value={view}
          onValueChange={(v) => go({ view: v as SiteCalendarView })}
          options={[
            { value: 'week', label: t('apptCalendar.view.week') },
            { value: 'month', label: t('apptCalendar.view.month') },
          ]}
          aria-label={t('apptCalendar.view.label')}
        />
        <ButtonGroup>
          <Button
            icon={<ChevronLeft className="calendar-flip" />}
            aria-label={t('apptCalendar.previous')}
            onClick={() => go({ day: stepDay(view, day, -1) })}
          />
          <Button
            icon={<ChevronRight className="calendar-flip" />}
            aria-label={t('apptCalendar.next')}
            onClick={() => go({ day: stepDay(view, day, 1) })}
          />
        </ButtonGroup>
      </div>
      <CalendarLegend
        title={t('calendar.legendTitle')}
        labels={{
          teal: t('calendar.legend.teal'),
          blue: t('calendar.legend.blue'),
          purple: t('calendar.legend.purple'),
          orange: t('calendar.legend.orange'),
          grey: t('calendar.legend.grey'),
        }}
      />
      {vm.status.kind === 'loading' && vm.events.length === 0 ? (
        <SiteLoading />
      ) : vm.status.kind === 'error' || vm.status.kind === 'forbidden' ? (
        <SiteError error={listError(vm.status)} onRetry={() => void vm.load(view, day)} />
      ) : (
        <CalendarGrid
          view={view}
          day={day}
          language={language}
          label={t('apptCalendar.site.link')}
          entries={vm.events.map((e) => ({
            id: e.id,
            start: e.start,
            end: e.end,
            colour: e.colour,
            title: t(APPOINTMENT_STATE_LABELS[e.state].key),
          }))}
          moreText={(n) => `+${n}`}
        />
      )}
    </div>
  );
});
