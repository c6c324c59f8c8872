import { Breadcrumb, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import type { ShellViewModel } from './shell.view-model';

/**
 * Dashboard, the parent menus, the current item (at most 8, the domain's rule), each one
 * Blueprint's `Breadcrumb`. The list around them is Blueprint's breadcrumbs list rather than its
 * `Breadcrumbs` component, whose overflow list puts a measuring `div` among the list's items
 * (invalid list markup that screen readers stumble on); the trail is short and wraps instead.
 * A crumb is a real link; a plain click follows it in the app.
 */
export const ShellBreadcrumbs = observer(function ShellBreadcrumbs({ vm }: { readonly vm: ShellViewModel }) {
  const t = useT();
  const navigate = useNavigate();
  const crumbs = vm.crumbs;
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('shell.breadcrumbs')} className="shell-breadcrumbs">
      <ol className={Classes.BREADCRUMBS}>
        {crumbs.map((crumb, index) => {
          const url = crumb.url;
          const text = t(crumb.title);
          if (index === crumbs.length - 1) {
            return (
              <li key={crumb.id} aria-current="page">
                <Breadcrumb text={text} current />
              </li>
            );
          }
          if (url === undefined) {
            return (
              <li key={crumb.id}>
                <Breadcrumb text={text} />
              </li>
            );
          }
          return (
            <li key={crumb.id}>
              <Breadcrumb
                text={text}
                href={url}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  void navigate(url);
                }}
              />
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
