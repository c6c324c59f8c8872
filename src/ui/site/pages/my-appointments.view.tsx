import 'blueprint-css/site-forms.css';
import 'blueprint-css/rest-button-group.css';
import { Card, H1, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { makeAutoObservable, runInAction } from 'mobx';
import { useEffect, useState } from 'react';
import type { MyAppointmentRow } from '../../../application/patient/patient-lists';
import type { StateStore } from '../../../application/shared/state-store';
import { APPOINTMENT_STATE_LABELS } from '../../../domain/appointments/appointment-state-label';
import { initialListState, type ListState } from '../../../domain/lists/list-state';
import { usePageMeta } from '../page-meta';
import { usePatientServices, useShell } from '../site-context';
import { listError, SiteEmpty, SiteError, SiteLoading } from '../site-states';
import type { SitePatientServices } from '../site-services';
import { SignedInOnly } from './signed-in-only';
import type { MyBookingRule } from '../../../application/ports/patient-booking-gateway';
import { patientCancelRefusal } from '../../../domain/booking/patient-rule';
import { bookingProblem, HOSPITAL_TIME_ZONE } from './booking-problem';
import { Button, ButtonGroup, Callout, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { SitePath } from '../site-paths';
import './booking.css';

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

  constructor(
    private readonly services: Pick<SitePatientServices, 'loadMyAppointments' | 'clock' | 'booking'>,
  ) {
    makeAutoObservable<this, 'services' | 'store'>(
      this,
      { services: false, store: false },
      { autoBind: true },
    );
  }

  /** The account's own rule: Cancel is offered only where the server will accept it. */
  rule: MyBookingRule | null = null;
  cancelling: MyAppointmentRow | null = null;
  cancelOutcome: { readonly ok: boolean; readonly key: string } | null = null;

  async load(): Promise<void> {
    const [, rule] = await Promise.all([
      this.services.loadMyAppointments.execute(this.store),
      this.services.booking.myRule(),
    ]);
    runInAction(() => (this.rule = rule.ok ? rule.value : null));
  }

  mayCancel({ appointment, missed }: MyAppointmentRow): boolean {
    if (this.rule === null || missed) return false;
    const now = this.services.clock.now().getTime();
    return (
      patientCancelRefusal(appointment.state, appointment.startingTime, now, this.rule.cancelHoursBefore) ===
      null
    );
  }

  askCancel(row: MyAppointmentRow | null): void {
    this.cancelling = row;
  }

  /** Cancels the asked appointment (state 5), then reads the list again. */
  async cancel(): Promise<void> {
    const row = this.cancelling;
    if (row === null) return;
    const result = await this.services.booking.cancel(row.appointment.id);
    runInAction(() => {
      this.cancelling = null;
      this.cancelOutcome = result.ok
        ? { ok: true, key: 'booking.site.cancelled' }
        : { ok: false, key: `booking.site.errors.${bookingProblem(result.error)}` };
    });
    await this.load();
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
      <p>
        <Link to={SitePath.Book}>{t('booking.site.book')}</Link>
      </p>
      <SignedInOnly>
        <AppointmentList />
      </SignedInOnly>
    </>
  );
});

const AppointmentList = observer(function AppointmentList() {
  const shell = useShell();
  const { t, language } = shell;
  const services = usePatientServices();
  const [vm] = useState(() => new MyAppointmentsViewModel(services));
  useEffect(() => void vm.load(), [vm]);
  const status = vm.state.status;
  if (status.kind === 'loading') return <SiteLoading />;
  if (status.kind === 'error' || status.kind === 'forbidden')
    return <SiteError error={listError(status)} onRetry={() => void vm.load()} />;
  if (vm.state.items.length === 0) return <SiteEmpty message={t('site.appointments.empty')} />;
  const { upcoming, past } = vm.sorted;
  const when = (ms: number) =>
    new Date(ms).toLocaleString(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: HOSPITAL_TIME_ZONE,
    });
  const row = ({ appointment, missed }: MyAppointmentRow) => (
    <li key={appointment.id} data-start={new Date(appointment.startingTime).toISOString()}>
      <Card className="site-card">
        <div>
          <strong>{when(appointment.startingTime)}</strong>
          <p>
            <span className={missed ? 'site-badge site-badge-missed' : 'site-badge'}>
              {missed ? t('site.appointments.missed') : t(APPOINTMENT_STATE_LABELS[appointment.state].key)}
            </span>
          </p>
          {!missed &&
            appointment.endingTime > services.clock.now().getTime() &&
            vm.rule !== null &&
            (vm.mayCancel({ appointment, missed }) ? (
              vm.cancelling?.appointment.id === appointment.id ? (
                // Asked in place, not in an overlay: one tap away on a phone, nothing to load.
                <div className="booking-cancel" role="group" aria-label={t('booking.site.cancel')}>
                  <p>{t('booking.site.cancelConfirm', { when: when(appointment.startingTime) })}</p>
                  <ButtonGroup>
                    <Button intent={Intent.DANGER} onClick={() => void vm.cancel()}>
                      {t('booking.site.cancel')}
                    </Button>
                    <Button autoFocus onClick={() => vm.askCancel(null)}>
                      {t('booking.site.cancelKeep')}
                    </Button>
                  </ButtonGroup>
                </div>
              ) : (
                <Button
                  className="booking-cancel"
                  intent={Intent.DANGER}
                  onClick={() => vm.askCancel({ appointment, missed })}
                >
                  {t('booking.site.cancel')}
                </Button>
              )
            ) : (
              (appointment.state === 1 || appointment.state === 2) && (
                <p className="site-muted">{t('booking.site.cancelClosed')}</p>
              )
            ))}
        </div>
      </Card>
    </li>
  );
  return (
    <>
      {vm.cancelOutcome !== null && (
        <Callout intent={vm.cancelOutcome.ok ? Intent.SUCCESS : Intent.WARNING} role="status">
          {t(vm.cancelOutcome.key)}
        </Callout>
      )}
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
