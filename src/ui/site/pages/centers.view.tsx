import { H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ResourceKey } from '../../../application/resources/resource-key';
import { rowId } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { RemoteView, SiteEmpty } from '../site-states';
import { CenterCard } from './center-card';

/** Every center of the network. */
export const CentersPage = observer(function CentersPage() {
  const shell = useShell();
  const { t } = shell;
  const { resources } = useServices();
  const [centers] = useState(() => new Remote(() => resources.load(ResourceKey.SiteCenters)));
  useEffect(() => void centers.load(), [centers]);
  usePageMeta(t('site.centers.title'), t('site.centers.description'));
  return (
    <>
      <H1>{t('site.centers.title')}</H1>
      <RemoteView remote={centers}>
        {(all) =>
          all.length === 0 ? (
            <SiteEmpty message={t('site.centers.empty')} />
          ) : (
            <ul className="site-grid">
              {all.map((center) => (
                <li key={rowId(center)}>
                  <CenterCard center={center} />
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
    </>
  );
});
