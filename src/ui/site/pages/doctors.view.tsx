import { Button, H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { SiteDoctor } from '../../../application/resources/site-items';
import { collectDoctorTags } from '../../../domain/doctors/distinct-doctor-tags';
import { pickName } from '../../i18n/local-names';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { RemoteView, SiteEmpty } from '../site-states';
import { DoctorCard } from './doctor-card';

/** The search parameter holding the chosen tag's English name (tags are told apart by it). */
const TAG_PARAM = 'tag';

/** The doctors, with their tags (de-duplicated by English name) as filters kept in the address. */
export const DoctorsPage = observer(function DoctorsPage() {
  const shell = useShell();
  const { t } = shell;
  const { resources } = useServices();
  const [doctors] = useState(() => new Remote(() => resources.load(ResourceKey.DoctorsWithTags)));
  const [params, setParams] = useSearchParams();
  const chosen = params.get(TAG_PARAM);
  useEffect(() => void doctors.load(), [doctors]);
  usePageMeta(t('site.doctors.title'), t('site.doctors.description'));

  const choose = (tag: string | null) =>
    setParams(tag === null ? {} : { [TAG_PARAM]: tag }, { replace: true, preventScrollReset: true });

  return (
    <>
      <H1>{t('site.doctors.title')}</H1>
      <RemoteView remote={doctors}>
        {(all) => <DoctorList doctors={all} chosen={chosen} onChoose={choose} />}
      </RemoteView>
    </>
  );
});

const DoctorList = observer(function DoctorList({
  doctors,
  chosen,
  onChoose,
}: {
  readonly doctors: readonly SiteDoctor[];
  readonly chosen: string | null;
  readonly onChoose: (tag: string | null) => void;
}) {
  const shell = useShell();
  const { t } = shell;
  if (doctors.length === 0) return <SiteEmpty message={t('site.doctors.empty')} />;
  const tags = collectDoctorTags(doctors);
  const shown =
    chosen === null ? doctors : doctors.filter((d) => d.tags.some((tag) => tag.englishName === chosen));
  return (
    <>
      <div className="site-filters" role="group" aria-label={t('site.doctors.filter')}>
        <Button
          size="small"
          text={t('site.doctors.allTags')}
          active={chosen === null}
          aria-pressed={chosen === null}
          onClick={() => onChoose(null)}
        />
        {tags.map((tag) => (
          <Button
            key={tag.englishName}
            size="small"
            text={pickName(
              { english: tag.englishName, kurdish: tag.kurdishName, arabic: tag.arabicName },
              shell.language,
            )}
            active={chosen === tag.englishName}
            aria-pressed={chosen === tag.englishName}
            onClick={() => onChoose(tag.englishName)}
          />
        ))}
      </div>
      <p className="site-muted" aria-live="polite">
        {t('site.doctors.count', { number: shown.length })}
      </p>
      {shown.length === 0 ? (
        <SiteEmpty message={t('site.doctors.noneWithTag')} />
      ) : (
        <ul className="site-grid">
          {shown.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
});
