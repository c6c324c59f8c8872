import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { SiteDoctor } from '../../../application/resources/site-items';
import { pickName } from '../../i18n/local-names';
import { useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { SiteImage } from './site-image';

export function doctorName(doctor: SiteDoctor, language: Parameters<typeof pickName>[1]): string {
  return pickName({ english: doctor.name, kurdish: doctor.kurdishName, arabic: doctor.arabicName }, language);
}

/** A doctor in a list: photo, name (a link to their page) and tags. */
export const DoctorCard = observer(function DoctorCard({ doctor }: { readonly doctor: SiteDoctor }) {
  const shell = useShell();
  const language = shell.language;
  return (
    <Card className="site-card">
      {doctor.photoUrl !== '' && <SiteImage src={doctor.photoUrl} width={64} height={64} sizes="64px" />}
      <div>
        <Link to={sitePath(SitePath.Doctor, { id: doctor.id })}>{doctorName(doctor, language)}</Link>
        {doctor.tags.length > 0 && (
          <ul className="site-tags" aria-label={shell.t('site.doctors.tags')}>
            {doctor.tags.map((tag) => (
              <li key={tag.englishName}>
                {pickName(
                  { english: tag.englishName, kurdish: tag.kurdishName, arabic: tag.arabicName },
                  language,
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
});
