import { Add } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Classes } from '@blueprintjs/core';
import type { DashboardRoute } from '../../routes/dashboard-routes';
import { useT } from '../../i18n/use-t';
import ResourceListScreen from '../resource-list/resource-list-screen.view';

/**
 * `/dashboard/JobApplicationForGenerator`: the job forms' list (each title opens the form at its
 * id) with the way to a new one.
 */
export const JobFormsListScreen = observer(function JobFormsListScreen({
  route,
}: {
  readonly route: DashboardRoute;
}) {
  const t = useT();
  return (
    <div className="job-forms-list">
      <Link
        to="/dashboard/JobApplicationForGenerator/create"
        className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} job-forms-create`}
      >
        <Add />
        <span>{t('jobForms.create')}</span>
      </Link>
      <ResourceListScreen route={route} params={{}} />
    </div>
  );
});
