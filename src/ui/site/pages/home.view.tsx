import { H1, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { homeCenters, homeDoctors } from '../../../domain/site/home-featured';
import { rowId } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';
import { CenterCard } from './center-card';
import { DoctorCard } from './doctor-card';
import { SiteImage } from './site-image';

const SECTION_LINKS = [
  { to: SitePath.Doctors, key: 'site.nav.doctors' },
  { to: SitePath.Centers, key: 'site.nav.centers' },
  { to: SitePath.Lab, key: 'site.nav.lab' },
  { to: SitePath.Pharmacy, key: 'site.nav.pharmacy' },
  { to: SitePath.News, key: 'site.nav.news' },
  { to: SitePath.MyAppointments, key: 'site.nav.myAppointments' },
  { to: SitePath.MyFamily, key: 'site.nav.myFamily' },
  { to: SitePath.Login, key: 'site.signIn' },
] as const;

/** The home page: ways into every section, and the first 3 centers and the first 3 doctors. */
export const HomePage = observer(function HomePage() {
  const shell = useShell();
  const { t } = shell;
  const { resources } = useServices();
  const [reads] = useState(() => ({
    centers: new Remote(() => resources.load(ResourceKey.SiteCenters)),
    doctors: new Remote(() => resources.load(ResourceKey.DoctorsWithTags)),
  }));
  useEffect(() => {
    void reads.centers.load();
    void reads.doctors.load();
  }, [reads]);
  usePageMeta(shell.hospitalName, t('site.home.description'));

  return (
    <>
      <H1>{t('site.home.title')}</H1>
      <p className="site-lead">{t('site.home.lead')}</p>
      {shell.homeSettled ? (
        shell.carouselImages.length > 0 && (
          // Scrolled sideways: focusable, so the keyboard's arrow keys can scroll it too.
          <ul className="site-carousel" aria-label={t('site.home.carousel')} tabIndex={0}>
            {shell.carouselImages.map((image, index) => (
              <li key={image.id}>
                <SiteImage
                  src={image.imageUrl}
                  width={1200}
                  height={400}
                  sizes="(min-width: 720px) 48vw, 85vw"
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        )
      ) : (
        // The carousel's place, kept while its images are read, so the sections below do not
        // jump down when they arrive.
        <ul className="site-carousel site-carousel-loading" aria-hidden>
          <li className="site-carousel-slot" />
        </ul>
      )}
      <nav aria-label={t('site.home.sections')}>
        <ul className="site-sections">
          {SECTION_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <H2>{t('site.home.centers')}</H2>
      <RemoteView remote={reads.centers}>
        {(centers) =>
          centers.length === 0 ? (
            <SiteEmpty message={t('site.centers.empty')} />
          ) : (
            <ul className="site-grid">
              {homeCenters(centers).map((center) => (
                <li key={rowId(center)}>
                  <CenterCard center={center} />
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
      <p>
        <Link to={SitePath.Centers}>{t('site.home.allCenters')}</Link>
      </p>
      <H2>{t('site.home.doctors')}</H2>
      <RemoteView remote={reads.doctors}>
        {(doctors) =>
          doctors.length === 0 ? (
            <SiteEmpty message={t('site.doctors.empty')} />
          ) : (
            <ul className="site-grid">
              {homeDoctors(doctors).map((doctor) => (
                <li key={doctor.id}>
                  <DoctorCard doctor={doctor} />
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
      <p>
        <Link to={SitePath.Doctors}>{t('site.home.allDoctors')}</Link>
      </p>
    </>
  );
});
