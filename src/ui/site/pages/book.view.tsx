import 'blueprint-css/site-forms.css';
import {
  Button,
  Callout,
  Card,
  FormGroup,
  H1,
  H2,
  HTMLSelect,
  Intent,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type {
  FreeDay,
  FreeSlot,
  PatientBookingGateway,
} from '../../../application/ports/patient-booking-gateway';
import { ResourceKey } from '../../../application/resources/resource-key';
import { hospitalDate } from '../../../domain/booking/hospital-day';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { usePatientServices, useServices, useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { RemoteView, SiteEmpty, SiteError, SiteLoading } from '../site-states';
import { doctorName } from './doctor-card';
import { bookingProblem, HOSPITAL_TIME_ZONE } from './booking-problem';
import './booking.css';

/** Days of free slots the page offers at once: two weeks from today. */
const DAYS_SHOWN = 14;

/** What the booking page holds between the steps: the day, the slot, for whom, and the answer. */
class BookingViewModel {
  freeDays: Remote<readonly FreeDay[]>;
  day: string | null = null;
  slot: FreeSlot | null = null;
  /** The family profile's `patientId`; '' is the account holder. */
  forWhom = '';
  sending = false;
  booked = false;
  problem: string | null = null;

  constructor(
    private readonly booking: PatientBookingGateway,
    private readonly doctorId: number,
    today: string,
  ) {
    this.freeDays = new Remote(() => booking.freeDays(doctorId, today, DAYS_SHOWN));
    makeAutoObservable<this, 'booking' | 'doctorId'>(
      this,
      { booking: false, doctorId: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await this.freeDays.load();
    runInAction(() => {
      const days = this.freeDays.value ?? [];
      const stillFree = days.find((d) => d.day === this.day && d.slots.length > 0);
      if (stillFree === undefined) this.day = days.find((d) => d.slots.length > 0)?.day ?? null;
    });
  }

  /** The last refusal said the chosen time is no longer free. */
  get slotGone(): boolean {
    return this.problem === 'SlotTaken' || this.problem === 'NotFree';
  }

  get slotsOfDay(): readonly FreeSlot[] {
    return this.freeDays.value?.find((d) => d.day === this.day)?.slots ?? [];
  }

  chooseDay(day: string): void {
    this.day = day;
    this.slot = null;
    this.problem = null;
  }

  chooseSlot(slot: FreeSlot): void {
    this.slot = slot;
    this.problem = null;
  }

  chooseWhom(patientId: string): void {
    this.forWhom = patientId;
  }

  /**
   * Books the chosen slot. A slot taken meanwhile: the message, and the free slots read again.
   * Any other failure (the server down or restarting, the answer lost) keeps the day, the time and
   * for whom on screen with the message, for the patient to send again: a booking that was stored
   * after all is answered as it is, not taken twice.
   */
  async confirm(): Promise<void> {
    if (this.slot === null || this.sending) return;
    this.sending = true;
    this.problem = null;
    const result = await this.booking.book({
      doctorId: this.doctorId,
      start: this.slot.start,
      patientId: this.forWhom === '' ? null : this.forWhom,
    });
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        this.booked = true;
        return;
      }
      this.problem = bookingProblem(result.error);
      if (this.slotGone) this.slot = null;
    });
    // Reading the free slots again replaces the form while it loads (and with an error while the
    // server is away): only when the chosen time is gone.
    if (!result.ok && this.slotGone) await this.load();
  }
}

/** `/site/book` and `/site/book/{doctorId}`: doctor, day, free time, for whom, confirm. */
export const BookPage = observer(function BookPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { doctorId = '' } = useParams();
  const navigate = useNavigate();
  const { resources } = useServices();
  const [doctors] = useState(() => new Remote(() => resources.load(ResourceKey.DoctorsWithTags)));
  useEffect(() => void doctors.load(), [doctors]);
  usePageMeta(t('booking.site.title'), t('booking.site.description'));
  return (
    <>
      <H1>{t('booking.site.title')}</H1>
      <RemoteView remote={doctors}>
        {(list) => (
          <>
            <FormGroup label={t('booking.site.chooseDoctor')} labelFor="book-doctor">
              <HTMLSelect
                id="book-doctor"
                fill
                value={doctorId}
                onChange={(e) =>
                  void navigate(
                    e.currentTarget.value === ''
                      ? SitePath.Book
                      : sitePath(SitePath.BookDoctor, { doctorId: e.currentTarget.value }),
                  )
                }
              >
                <option value="">{t('booking.site.chooseDoctor')}</option>
                {list.map((d) => (
                  <option key={d.id} value={d.id}>
                    {doctorName(d, language)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            {/^\d+$/.test(doctorId) && (
              <DoctorBooking
                key={doctorId}
                doctorId={Number(doctorId)}
                doctor={doctorName(list.find((d) => d.id === doctorId) ?? list[0]!, language)}
              />
            )}
          </>
        )}
      </RemoteView>
    </>
  );
});

const DoctorBooking = observer(function DoctorBooking({
  doctorId,
  doctor,
}: {
  readonly doctorId: number;
  readonly doctor: string;
}) {
  const shell = useShell();
  const { t, language } = shell;
  const services = usePatientServices();
  const [vm] = useState(
    () => new BookingViewModel(services.booking, doctorId, hospitalDate(services.clock.now().getTime())),
  );
  useEffect(() => void vm.load(), [vm]);
  const formats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(language, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
      time: new Intl.DateTimeFormat(language, {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: HOSPITAL_TIME_ZONE,
      }),
      full: new Intl.DateTimeFormat(language, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: HOSPITAL_TIME_ZONE,
      }),
    }),
    [language],
  );
  if (vm.booked && vm.slot !== null) {
    return (
      <Callout intent={Intent.SUCCESS} role="status" title={t('booking.site.booked')}>
        <p>{formats.full.format(vm.slot.start)}</p>
        <Link to={SitePath.MyAppointments}>{t('site.appointments.title')}</Link>
      </Callout>
    );
  }
  const status = vm.freeDays.status;
  if (status.kind === 'loading' && vm.freeDays.value === undefined) return <SiteLoading />;
  if (status.kind === 'error') return <SiteError error={status.error} onRetry={() => void vm.load()} />;
  const days = vm.freeDays.value ?? [];
  if (days.every((d) => d.slots.length === 0)) return <SiteEmpty message={t('booking.site.noDays')} />;
  return (
    <div className="booking-steps">
      <H2 id="book-days">{t('booking.site.chooseDay')}</H2>
      <div className="booking-choices" role="group" aria-labelledby="book-days">
        {days.map((d) => (
          <Button
            key={d.day}
            className="booking-day"
            disabled={d.slots.length === 0}
            active={vm.day === d.day}
            aria-pressed={vm.day === d.day}
            intent={vm.day === d.day ? Intent.PRIMARY : Intent.NONE}
            onClick={() => vm.chooseDay(d.day)}
          >
            {formats.day.format(Date.parse(`${d.day}T00:00:00Z`))}
          </Button>
        ))}
      </div>
      <H2 id="book-times">{t('booking.site.chooseTime')}</H2>
      {vm.slotsOfDay.length === 0 ? (
        <p className="site-muted">{t('booking.site.noSlots')}</p>
      ) : (
        <div className="booking-choices" role="group" aria-labelledby="book-times">
          {vm.slotsOfDay.map((s) => (
            <Button
              key={s.start}
              className="booking-time"
              data-start={new Date(s.start).toISOString()}
              active={vm.slot?.start === s.start}
              aria-pressed={vm.slot?.start === s.start}
              intent={vm.slot?.start === s.start ? Intent.PRIMARY : Intent.NONE}
              onClick={() => vm.chooseSlot(s)}
            >
              <bdi>{formats.time.format(s.start)}</bdi>
            </Button>
          ))}
        </div>
      )}
      {vm.problem !== null && (
        <Callout intent={Intent.WARNING} role="alert">
          {t(`booking.site.errors.${vm.problem}`)}
        </Callout>
      )}
      {vm.slot !== null &&
        (shell.signedIn ? (
          <Confirm vm={vm} doctor={doctor} when={formats.full.format(vm.slot.start)} />
        ) : (
          <Callout>
            <Link to={SitePath.Login}>{t('booking.site.signInToBook')}</Link>
          </Callout>
        ))}
    </div>
  );
});

const Confirm = observer(function Confirm({
  vm,
  doctor,
  when,
}: {
  readonly vm: BookingViewModel;
  readonly doctor: string;
  readonly when: string;
}) {
  const shell = useShell();
  const { t } = shell;
  const { resources } = useServices();
  const [profiles] = useState(() => new Remote(() => resources.load(ResourceKey.MyProfiles)));
  useEffect(() => void profiles.load(), [profiles]);
  const family = profiles.value ?? [];
  const whom = family.find((p) => p.patientId === vm.forWhom);
  return (
    <Card className="booking-confirm">
      <RadioGroup
        label={t('booking.site.forWhom')}
        selectedValue={vm.forWhom}
        onChange={(e) => vm.chooseWhom(e.currentTarget.value)}
      >
        <Radio value="" label={t('booking.site.myself')} />
        {family.map((p) => (
          <Radio key={p.patientId} value={p.patientId} label={p.name === '' ? p.patientId : p.name} />
        ))}
      </RadioGroup>
      <H2>{t('booking.site.summary')}</H2>
      <dl className="booking-summary">
        <dt>{t('booking.site.withDoctor')}</dt>
        <dd>
          <bdi>{doctor}</bdi>
        </dd>
        <dt>{t('booking.site.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('booking.site.patient')}</dt>
        <dd>
          <bdi>{whom === undefined ? t('booking.site.myself') : whom.name || whom.patientId}</bdi>
        </dd>
      </dl>
      <Button intent={Intent.PRIMARY} large fill loading={vm.sending} onClick={() => void vm.confirm()}>
        {t('booking.site.confirm')}
      </Button>
    </Card>
  );
});
