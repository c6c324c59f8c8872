import { H2, NonIdealState } from '@blueprintjs/core';
import { Th } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { RESOURCES } from '../../../application/resources/resource-key';
import { routeTitleKey, type DashboardRoute } from '../../routes/dashboard-routes';
import { useApp } from '../../app/app-context';
import { whenIdle } from '../../app/when-idle';
import { useT } from '../../i18n/use-t';
import { warmUpCellFormats } from './columns/cell-format';
import { ResourceListPanel } from './resource-list-panel.view';

/** The generic screen of a route: its title and one panel per list it shows. */
const ResourceListScreen = observer(function ResourceListScreen({
  route,
  params,
}: {
  readonly route: DashboardRoute;
  /** The route's path parameters, from the URL. */
  readonly params: Readonly<Record<string, string>>;
}) {
  const t = useT();
  const { language } = useApp();
  // The number and date formatters are made in idle time while the rows are on their way.
  useEffect(() => warmUpCellFormats({ language }, whenIdle), [language]);
  return (
    <div className="screen" data-route={route.id}>
      <H2 className="screen-title">{t(routeTitleKey(route))}</H2>
      {route.resources.length === 0 ? (
        <NonIdealState icon={<Th size={48} />} title={t('list.notAvailable')} />
      ) : (
        route.resources.map((key, index) => (
          // A new key or new path parameters make a new panel, with a fresh view-model.
          <ResourceListPanel
            key={`${key}:${JSON.stringify(params)}`}
            resourceKey={key}
            index={index}
            routeParams={params}
            showHeading={route.resources.length > 1}
            // One list is the screen itself; several are each named after their catalogue entry.
            title={t(route.resources.length === 1 ? routeTitleKey(route) : RESOURCES[key].titleKey)}
          />
        ))
      )}
    </div>
  );
});

export default ResourceListScreen;
