import { Card, Classes, H2, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NamedItem } from '../../../application/ports/doctor-profile-gateway';
import { ALL_APPOINTMENT_STATES } from '../../../domain/appointments/appointment-state';
import { APPOINTMENT_STATE_LABELS } from '../../../domain/appointments/appointment-state-label';
import type { Language } from '../../../domain/preferences/language';
import { useApp } from '../../app/app-context';
import { useViewModel } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import { mayOpenUrl } from '../../routes/route-access';
import { ListStates } from '../resource-list/list-states.view';
import '../resource-list/resource-list.css';
import { INSIGHTS_LOCALE } from './insights-screen.view';
import './insights.css';

/** The days of the Iraqi week, Saturday first, with the bit each has in `workingDays` (bit 0 Sunday). */
const WEEK = [
  [6, 'saturday'],
  [0, 'sunday'],
  [1, 'monday'],
  [2, 'tuesday'],
  [3, 'wednesday'],
  [4, 'thursday'],
  [5, 'friday'],
] as const;

const nameIn = (item: NamedItem, language: Language) =>
  (language === 'ku' ? item.nameKu : language === 'ar' ? item.nameAr : item.nameEn) || item.nameEn;

/**
 * `/dashboard/Doctors/profile/{id}` (#17), opened from a row of the doctors list: the doctor's
 * photo, names in the three languages, speciality, center, tags, assistants, certificates and
 * booking settings; this month's appointments by state (for a role with appointments); and the
 * feedbacks' mean, each question's mean and the latest feedbacks (for a role with feedback).
 */
const DoctorProfileScreen = observer(function DoctorProfileScreen({ id }: { readonly id: string }) {
  const t = useT();
  const app = useApp();
  const vm = useViewModel(ViewModels.DoctorProfile, id);
  const locale = INSIGHTS_LOCALE[app.language];
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const mean = useMemo(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [locale],
  );
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);

  useEffect(() => void vm.load(), [vm]);

  const profile = vm.profile;
  const lang = app.language;
  const sep = lang === 'en' ? ', ' : '، ';
  return (
    <div className="screen insights doctor-profile" data-route="doctorProfile">
      <H2 className="screen-title">{t('routes.doctorProfile')}</H2>
      <ListStates status={vm.status} isEmpty={profile === undefined} onRetry={() => void vm.load()}>
        {profile && (
          <>
            <div className="profile-head">
              {profile.doctor.photoUrl !== null && (
                <img className="profile-photo" src={profile.doctor.photoUrl} alt="" width={96} height={96} />
              )}
              <div>
                <H3 className="profile-name" data-testid="profile-name">
                  {nameIn(profile.doctor, lang)}
                </H3>
                <p className={Classes.TEXT_MUTED} data-testid="profile-names">
                  {(['nameEn', 'nameKu', 'nameAr'] as const).map((field, index) => (
                    <Fragment key={field}>
                      {index > 0 && ' · '}
                      <bdi lang={field.slice(4).toLowerCase()}>{profile.doctor[field]}</bdi>
                    </Fragment>
                  ))}
                </p>
                <p>
                  {profile.speciality && <Tag minimal>{nameIn(profile.speciality, lang)}</Tag>}{' '}
                  {profile.center && <Tag minimal>{nameIn(profile.center, lang)}</Tag>}{' '}
                  <Tag minimal intent={profile.doctor.isActive ? 'success' : 'none'}>
                    {t(profile.doctor.isActive ? 'insights.profile.active' : 'insights.profile.inactive')}
                  </Tag>
                </p>
              </div>
            </div>

            <div className="profile-grid">
              <Section title={t('insights.profile.details')}>
                <Facts
                  rows={[
                    [t('columns.yearsOfExperience'), number.format(profile.doctor.yearsOfExperience)],
                    [
                      t('columns.phone'),
                      <bdi key="phone" dir="ltr">
                        {profile.doctor.phoneNumber}
                      </bdi>,
                    ],
                    [
                      t('insights.profile.tags'),
                      profile.tags.map((tag) => nameIn(tag, lang)).join(sep) || '—',
                    ],
                    [
                      t('insights.profile.assistants'),
                      profile.assistants.map((a) => a.fullName).join(sep) || '—',
                    ],
                  ]}
                />
              </Section>
              <Section title={t('insights.profile.settings')}>
                {profile.settings === null ? (
                  <p className={Classes.TEXT_MUTED}>{t('insights.profile.noSettings')}</p>
                ) : (
                  <Facts
                    rows={[
                      [
                        t('columns.acceptsOnlineBooking'),
                        t(profile.settings.acceptsOnlineBooking ? 'cellValues.yes' : 'cellValues.no'),
                      ],
                      [
                        t('columns.workingDays'),
                        WEEK.filter(([bit]) => ((profile.settings?.workingDays ?? 0) & (1 << bit)) !== 0)
                          .map(([, day]) => t(`cellValues.weekdays.${day}`))
                          .join(sep) || '—',
                      ],
                      [
                        t('columns.workingHours'),
                        <bdi
                          key="hours"
                          dir="ltr"
                        >{`${profile.settings.dayStartsAt}–${profile.settings.dayEndsAt}`}</bdi>,
                      ],
                      [t('columns.slotMinutes'), number.format(profile.settings.slotMinutes)],
                      [t('columns.maxPatientsPerDay'), number.format(profile.settings.maxPatientsPerDay)],
                      [t('columns.bookingWindowDays'), number.format(profile.settings.bookingWindowDays)],
                      [t('columns.consultationFee'), number.format(profile.settings.consultationFee)],
                    ]}
                  />
                )}
              </Section>
            </div>

            <Section title={t('insights.profile.certificates')}>
              {profile.certificates.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>—</p>
              ) : (
                <ul className="profile-list">
                  {profile.certificates.map((c) => (
                    <li key={c.id}>
                      {(lang === 'ku' ? c.titleKu : lang === 'ar' ? c.titleAr : c.titleEn) || c.titleEn}
                      {c.issuedBy !== '' && <span className={Classes.TEXT_MUTED}> · {c.issuedBy}</span>}
                      {c.issuedYear !== null && (
                        <span className={Classes.TEXT_MUTED}>
                          {' '}
                          · {new Intl.NumberFormat(locale, { useGrouping: false }).format(c.issuedYear)}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            {profile.month && (
              <Section title={t('insights.profile.thisMonth')}>
                <div className="profile-cards" data-testid="profile-month">
                  {ALL_APPOINTMENT_STATES.map((state) => (
                    <Card compact key={state} className="profile-card" data-state={state}>
                      <span className="profile-card-value">
                        {number.format(profile.month?.states.find((s) => s.state === state)?.count ?? 0)}
                      </span>
                      <span>{t(APPOINTMENT_STATE_LABELS[state].key)}</span>
                    </Card>
                  ))}
                </div>
              </Section>
            )}

            {profile.feedback && (
              <Section title={t('insights.profile.feedback')}>
                <p data-testid="profile-feedback-average">
                  {profile.feedback.average === null
                    ? t('insights.profile.noFeedback')
                    : t('insights.profile.average', {
                        average: mean.format(profile.feedback.average),
                        total: number.format(profile.feedback.count),
                      })}{' '}
                  {mayOpenUrl(`/dashboard/feedbacks/doctor/${profile.doctor.id}`, app.areas) && (
                    <Link to={`/dashboard/feedbacks/doctor/${profile.doctor.id}`}>
                      {t('insights.profile.allFeedbacks')}
                    </Link>
                  )}
                </p>
                {profile.feedback.questions.length > 0 && (
                  <div
                    className="list-table-scroll"
                    tabIndex={0}
                    role="region"
                    aria-label={t('insights.profile.perQuestion')}
                  >
                    <HTMLTable compact striped className="insights-table" data-testid="profile-questions">
                      <caption>{t('insights.profile.perQuestion')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('insights.profile.question')}</th>
                          <th scope="col">{t('insights.profile.answers')}</th>
                          <th scope="col">{t('insights.profile.mean')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {profile.feedback.questions.map((q) => (
                          <tr key={q.id}>
                            <th scope="row">{nameIn(q, lang)}</th>
                            <td>{number.format(q.count)}</td>
                            <td>{q.average === null ? '—' : mean.format(q.average)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </HTMLTable>
                  </div>
                )}
                {profile.feedback.latest.length > 0 && (
                  <>
                    <H3 className="profile-subtitle">{t('insights.profile.latest')}</H3>
                    <ul className="profile-list" data-testid="profile-latest">
                      {profile.feedback.latest.map((f) => (
                        <li key={f.id}>
                          <strong>{t('insights.profile.rating', { rating: number.format(f.rating) })}</strong>{' '}
                          <span className={Classes.TEXT_MUTED}>{date.format(new Date(f.createdAt))}</span>
                          {f.comment !== '' && (
                            <div>
                              <bdi>{f.comment}</bdi>
                            </div>
                          )}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </Section>
            )}
          </>
        )}
      </ListStates>
    </div>
  );
});

export default DoctorProfileScreen;

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="insights-section">
      <H3>{title}</H3>
      {children}
    </section>
  );
}

function Facts({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="profile-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
