import { Card, H1, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { pickName } from '../../i18n/local-names';
import { localText, rowId, rowText } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';
import { doctorName } from './doctor-card';
import { SiteImage } from './site-image';

/** A doctor's page: photo, biography, tags, center and how to reach them. */
export const DoctorPage = observer(function DoctorPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { id = '' } = useParams();
  const { resources } = useServices();
  const [reads] = useState(() => ({
    doctors: new Remote(() => resources.load(ResourceKey.DoctorsWithTags)),
    contacts: new Remote(() => resources.load(ResourceKey.DoctorContacts)),
    centers: new Remote(() => resources.load(ResourceKey.SiteCenters)),
  }));
  useEffect(() => {
    void reads.doctors.load();
    void reads.contacts.load();
    void reads.centers.load();
  }, [reads]);
  const doctor = reads.doctors.value?.find((d) => d.id === id);
  const name = doctor === undefined ? t('site.doctor.title') : doctorName(doctor, language);
  const bio = doctor === undefined ? '' : doctor.bio[language] || doctor.bio.en;
  usePageMeta(name, bio === '' ? t('site.doctors.description') : bio);

  return (
    <RemoteView remote={reads.doctors}>
      {() => {
        if (doctor === undefined) return <SiteEmpty message={t('site.doctor.notFound')} />;
        const contact = reads.contacts.value?.find((row) => rowId(row) === doctor.id);
        const phone = contact === undefined ? '' : rowText(contact, 'phoneNumber');
        const center = reads.centers.value?.find((row) => rowId(row) === doctor.centerId);
        return (
          <article>
            <Card className="site-card">
              {doctor.photoUrl !== '' && (
                <SiteImage src={doctor.photoUrl} width={112} height={112} sizes="112px" eager />
              )}
              <div>
                <H1>{name}</H1>
                <p>
                  <Link to={sitePath(SitePath.BookDoctor, { doctorId: doctor.id })}>
                    {t('booking.site.book')}
                  </Link>
                </p>
                {center !== undefined && (
                  <p>
                    <Link to={sitePath(SitePath.Center, { id: rowId(center) })}>
                      {localText(center, 'name', language)}
                    </Link>
                  </p>
                )}
              </div>
            </Card>
            {bio !== '' && <p>{bio}</p>}
            {doctor.tags.length > 0 && (
              <>
                <H2>{t('site.doctors.tags')}</H2>
                <ul className="site-tags">
                  {doctor.tags.map((tag) => (
                    <li key={tag.englishName}>
                      {pickName(
                        { english: tag.englishName, kurdish: tag.kurdishName, arabic: tag.arabicName },
                        language,
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p>
              <Link
                to={sitePath(SitePath.DoctorCalendar, { id: doctor.id })}
                data-testid="doctor-calendar-link"
              >
                {t('apptCalendar.site.link')}
              </Link>
            </p>
            <H2>{t('site.doctor.contact')}</H2>
            {phone === '' ? (
              <p className="site-muted">{t('site.doctor.noContact')}</p>
            ) : (
              <p>
                {t('site.footer.phone')}:{' '}
                <a href={`tel:${phone}`} dir="ltr">
                  {phone}
                </a>
              </p>
            )}
          </article>
        );
      }}
    </RemoteView>
  );
});
