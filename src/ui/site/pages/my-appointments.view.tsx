import { Card, H1, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { makeAutoObservable, runInAction } from 'mobx';
import { useEffect, useState } from 'react';
import type { MyAppointmentRow } from '../../../application/patient/patient-lists';
import type { StateStore } from '../../../application/shared/state-store';
import { APPOINTMENT_STATE_LABELS } from '../../../domain/appointments/appointment-state-label';
import { initialListState, type ListState } from '../../../domain/lists/list-state';
import { usePageMeta } from '../page-meta';
import { useServices, useShell } from '../site-context';
import { listError, SiteEmpty, SiteError, SiteLoading } from '../site-states';
import type { SiteServices } from '../site-services';
import { SignedInOnly } from './signed-in-only';

/**
 * The signed-in patient's appointments: the use case keeps only those they issued, hides the
 * cancelled ones (states 5 and 6) and flags a reserved one whose end has passed as missed.
 */
class MyAppointmentsViewModel {
  state: ListState<MyAppointmentRow> = initialListState();
  private readonly store: StateStore<ListState<MyAppointmentRow>> = {
    get: () => this.state,
    set: (next) => runInAction(() => (this.state = next)),
  };

  constructor(private readonly services: Pick<SiteServices, 'loadMyAppointments' | 'clock'>) {
    makeAutoObservable<this, 'services' | 'store'>(
      this,
      { services: false, store: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await this.services.loadMyAppointments.execute(this.store);
  }

  /** Upcoming first (soonest first), then the past ones (latest first). */
  get sorted(): { readonly upcoming: MyAppointmentRow[]; readonly past: MyAppointmentRow[] } {
    const now = this.services.clock.now().getTime();
    const upcoming = this.state.items.filter((row) => !row.missed && row.appointment.endingTime > now);
    const past = this.state.items.filter((row) => row.missed || row.appointment.endingTime <= now);
    upcoming.sort((a, b) => a.appointment.startingTime - b.appointment.startingTime);
    past.sort((a, b) => b.appointment.startingTime - a.appointment.startingTime);
    return { upcoming, past };
  }
}

export const MyAppointmentsPage = observer(function MyAppointmentsPage() {
  const shell = useShell();
  const { t } = shell;
  usePageMeta(t('site.appointments.title'), t('site.appointments.description'));
  return (
    <>
      <H1>{t('site.appointments.title')}</H1>
      <SignedInOnly>
        <AppointmentList />
      </SignedInOnly>
    </>
  );
});

const AppointmentList = observer(function AppointmentList() {
  const shell = useShell();
  const { t, language } = shell;
  const services = useServices();
  const [vm] = useState(() => new MyAppointmentsViewModel(services));
  useEffect(() => void vm.load(), [vm]);
  const status = vm.state.status;
  if (status.kind === 'loading') return <SiteLoading />;
  if (status.kind === 'error' || status.kind === 'forbidden')
    return <SiteError error={listError(status)} onRetry={() => void vm.load()} />;
  if (vm.state.items.length === 0) return <SiteEmpty message={t('site.appointments.empty')} />;
  const { upcoming, past } = vm.sorted;
  const when = (ms: number) =>
    new Date(ms).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  const row = ({ appointment, missed }: MyAppointmentRow) => (
    <li key={appointment.id}>
      <Card className="site-card">
        <div>
          <strong>{when(appointment.startingTime)}</strong>
          <p>
            <span className={missed ? 'site-badge site-badge-missed' : 'site-badge'}>
              {missed ? t('site.appointments.missed') : t(APPOINTMENT_STATE_LABELS[appointment.state].key)}
            </span>
          </p>
        </div>
      </Card>
    </li>
  );
  return (
    <>
      <H2>{t('site.appointments.upcoming')}</H2>
      {upcoming.length === 0 ? (
        <p className="site-muted">{t('site.appointments.noneUpcoming')}</p>
      ) : (
        <ul className="site-grid">{upcoming.map(row)}</ul>
      )}
      <H2>{t('site.appointments.past')}</H2>
      {past.length === 0 ? (
        <p className="site-muted">{t('site.appointments.nonePast')}</p>
      ) : (
        <ul className="site-grid">{past.map(row)}</ul>
      )}
    </>
  );
});
