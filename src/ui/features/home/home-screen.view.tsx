// The one component of Blueprint's deferred stylesheet the home draws (its route loads no other).
import 'blueprint-css/rest-html-table.css';
import { Classes, H2, H3, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { Dashboard } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ALL_APPOINTMENT_STATES, AppointmentState } from '../../../domain/appointments/appointment-state';
import { APPOINTMENT_STATE_LABELS } from '../../../domain/appointments/appointment-state-label';
import { HomePart } from '../../../domain/home/home-parts';
import type { DaySeries } from '../../../domain/home/home-summary';
import type { DoctorStats } from '../../../application/resources/dashboard-items';
import { useApp } from '../../app/app-context';
import { useInstance, useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { DEFAULT_HOME } from '../../routes/return-path';
import { landingPath, mayOpenUrl } from '../../routes/route-access';
import { LOCALE } from '../../i18n/intl-locale';
import { ListStates } from '../resource-list/list-states.view';
import '../resource-list/resource-list.css';
import { DayChart, STATE_COLOUR } from './day-chart.view';
import './home.css';

const BOARD = '/dashboard/OnlineAppointments';

/** Today's states with a card each; missed (7) has its own card, "missed so far". */
const DAY_STATES = ALL_APPOINTMENT_STATES.filter((state) => state !== AppointmentState.Missed);

/** The doctors' table: the spec's state summary, in its order. */
const DOCTOR_COLUMNS = [
  ['assigned', 2],
  ['waiting', 3],
  ['seen', 4],
  ['cancelledByPatient', 5],
  ['cancelledByAssistant', 6],
] as const satisfies readonly (readonly [keyof DoctorStats['summary'], AppointmentState])[];

/**
 * `/dashboard/default`: the home (#17). Today's figures as cards that open their screens, the
 * appointments of the last 30 days by state as a chart with the same figures as a table, and the
 * doctors' figures; each part only for a role whose areas allow it. A role with no part at all
 * is sent to the first screen of its menu.
 */
const HomeScreen = observer(function HomeScreen() {
  const app = useApp();
  const t = useT();
  const vm = useViewModel(ViewModels.Home);
  const locale = LOCALE[app.language];
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const day = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }), [locale]);
  // The chart's axis has room for a day and a month as numbers only (Arabic month names are long).
  const axisDay = useMemo(
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric' }),
    [locale],
  );
  const stateLabel = useCallback(
    (state: AppointmentState) => t(APPOINTMENT_STATE_LABELS[state].key),
    [t, app.language], // eslint-disable-line react-hooks/exhaustive-deps -- t reads the language
  );

  useEffect(() => void vm.load(), [vm]);
  // The cards stay current: a send from the site (a contact message, a complaint, an application,
  // a rating), a patient asking for a code, or the live link's return reads the figures again.
  const link = useInstance(ViewModels.LinkStatus);
  useEffect(
    () =>
      reaction(
        () => [link.submissions, link.codeRequests, link.reconnections],
        () => void vm.load(),
      ),
    [vm, link],
  );

  if (vm.parts.length === 0) {
    const landing = landingPath(app.areas);
    if (landing !== DEFAULT_HOME) return <Navigate to={landing} replace />;
  }

  const { figures, series } = vm;
  const summary = figures?.summary;
  const may = (url: string) => mayOpenUrl(url, app.areas);
  const show = (part: HomePart) => vm.parts.includes(part);

  return (
    <div className="screen home" data-route="dashboard">
      <H2 className="screen-title">{t('routes.dashboard')}</H2>
      {vm.parts.length === 0 ? (
        <NonIdealState icon={<Dashboard size={48} />} title={t('home.nothing')} className="list-state" />
      ) : (
        <ListStates status={vm.status} isEmpty={figures === undefined} onRetry={() => void vm.load()}>
          <section aria-labelledby="home-today">
            <H3 id="home-today">{t('home.today')}</H3>
            <div className="home-cards" data-testid="home-cards">
              {summary?.appointments && (
                <>
                  {DAY_STATES.map((state) => (
                    <FigureCard
                      key={state}
                      id={`appointments-${state}`}
                      to={may(BOARD) ? `${BOARD}?state=${state}` : undefined}
                      value={number.format(
                        summary.appointments?.today.find((r) => r.state === state)?.count ?? 0,
                      )}
                      label={stateLabel(state)}
                      note={t('home.appointmentsToday')}
                      colour={STATE_COLOUR[state]}
                    />
                  ))}
                  <FigureCard
                    id="missed"
                    to={may(BOARD) ? `${BOARD}?state=${AppointmentState.Missed}` : undefined}
                    value={number.format(summary.appointments.missedSoFar)}
                    label={t('home.missedSoFar')}
                    colour={STATE_COLOUR[AppointmentState.Missed]}
                  />
                </>
              )}
              {summary?.chat && (
                <FigureCard
                  id="unread-chats"
                  to={may('/app/chat') ? '/app/chat' : undefined}
                  value={number.format(summary.chat.unreadPatients)}
                  label={t('home.unreadChats')}
                />
              )}
              {summary?.otp && (
                <>
                  <FigureCard
                    id="otp-sent"
                    to={may('/dashboard/CodeGeneration') ? '/dashboard/CodeGeneration' : undefined}
                    value={number.format(summary.otp.sent)}
                    label={t('home.otpSent')}
                  />
                  <FigureCard
                    id="otp-not-sent"
                    to={may('/dashboard/CodeGeneration') ? '/dashboard/CodeGeneration' : undefined}
                    value={number.format(summary.otp.notSent)}
                    label={t('home.otpNotSent')}
                  />
                </>
              )}
              {summary?.feedback && (
                <>
                  <FigureCard
                    id="new-feedbacks"
                    to={may('/dashboard/all-feedbacks') ? '/dashboard/all-feedbacks' : undefined}
                    value={number.format(summary.feedback.newFeedbacks)}
                    label={t('home.newFeedbacks')}
                  />
                  <FigureCard
                    id="new-complaints"
                    to={may('/dashboard/complaints') ? '/dashboard/complaints' : undefined}
                    value={number.format(summary.feedback.newComplaints)}
                    label={t('home.newComplaints')}
                  />
                </>
              )}
              {summary?.contact && (
                <FigureCard
                  id="new-contact-messages"
                  to={may('/dashboard/contact-smart') ? '/dashboard/contact-smart' : undefined}
                  value={number.format(summary.contact.newMessages)}
                  label={t('home.newContactMessages')}
                />
              )}
              {summary?.applications && (
                <FigureCard
                  id="new-applications"
                  to={may('/dashboard/CV') ? '/dashboard/CV' : undefined}
                  value={number.format(summary.applications.newApplications)}
                  label={t('home.newApplications')}
                />
              )}
            </div>
          </section>
          {series !== undefined && (
            <section aria-labelledby="home-days" className="home-section">
              <H3 id="home-days">{t('home.perDay')}</H3>
              <div className="home-chart-with-table">
                {series.series.length === 0 ? (
                  <p className={Classes.TEXT_MUTED}>{t('home.noAppointments')}</p>
                ) : (
                  <DayChart
                    data={series}
                    stateLabel={stateLabel}
                    dayLabel={t('home.day')}
                    number={number}
                    day={day}
                    axisDay={axisDay}
                    dark={app.isDark}
                    rtl={app.direction === 'rtl'}
                  />
                )}
                <DayTable series={series} stateLabel={stateLabel} number={number} day={day} />
              </div>
            </section>
          )}
          {show(HomePart.Doctors) && figures?.doctors !== undefined && (
            <section aria-labelledby="home-doctors" className="home-section">
              <H3 id="home-doctors">{t('home.doctors')}</H3>
              <div className="list-table-scroll" tabIndex={0} role="region" aria-labelledby="home-doctors">
                <HTMLTable compact striped className="home-table" data-testid="home-doctors">
                  <thead>
                    <tr>
                      <th scope="col">{t('home.doctor')}</th>
                      {DOCTOR_COLUMNS.map(([field, state]) => (
                        <th scope="col" key={field}>
                          {stateLabel(state)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {figures.doctors.map((doctor) => (
                      <tr key={doctor.doctorId}>
                        <th scope="row">
                          {may('/dashboard/Doctors') ? (
                            <Link to={`/dashboard/Doctors/profile/${doctor.doctorId}`}>{doctor.name}</Link>
                          ) : (
                            doctor.name
                          )}
                        </th>
                        {DOCTOR_COLUMNS.map(([field]) => (
                          <td key={field}>{number.format(doctor.summary[field])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
            </section>
          )}
        </ListStates>
      )}
    </div>
  );
});

export default HomeScreen;

/** A figure of today: a card that opens its screen, or a plain card when the role cannot open it. */
function FigureCard(props: {
  readonly id: string;
  readonly to: string | undefined;
  readonly value: string;
  readonly label: string;
  readonly note?: string;
  readonly colour?: string;
}) {
  const body: ReactNode = (
    <>
      <span className="home-card-value">{props.value}</span>
      <span className="home-card-label">{props.label}</span>
      {props.note !== undefined && <span className="home-card-note">{props.note}</span>}
    </>
  );
  const style = props.colour === undefined ? undefined : { borderInlineStartColor: props.colour };
  const common = {
    className: `${Classes.CARD} ${Classes.COMPACT} home-card`,
    style,
    'data-testid': `home-card-${props.id}`,
  };
  return props.to === undefined ? (
    <div {...common}>{body}</div>
  ) : (
    <Link {...common} className={`${common.className} ${Classes.INTERACTIVE}`} to={props.to}>
      {body}
    </Link>
  );
}

/** The chart's figures as a table: a row per day, newest first, a column per state drawn. */
function DayTable({
  series,
  stateLabel,
  number,
  day,
}: {
  readonly series: DaySeries;
  readonly stateLabel: (state: AppointmentState) => string;
  readonly number: Intl.NumberFormat;
  readonly day: Intl.DateTimeFormat;
}) {
  const t = useT();
  const rows = series.days.map((start, index) => ({ start, index })).reverse();
  return (
    <div className="list-table-scroll home-day-table" tabIndex={0} role="region" aria-labelledby="home-days">
      <HTMLTable compact striped className="home-table" data-testid="home-day-table">
        <caption>{t('home.perDayTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.day')}</th>
            {series.series.map((line) => (
              <th scope="col" key={line.state} data-state={line.state}>
                {stateLabel(line.state)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ start, index }) => (
            <tr key={start}>
              <th scope="row">{day.format(start)}</th>
              {series.series.map((line) => (
                <td key={line.state}>{number.format(line.counts[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
