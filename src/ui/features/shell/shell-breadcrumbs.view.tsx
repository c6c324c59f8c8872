import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import type { ShellViewModel } from './shell.view-model';

/**
 * Dashboard, the parent menus, the current item (000 §2; at most 8, the domain's rule). Drawn as a
 * plain list with Blueprint's classes: the trail is short, so nothing needs to overflow.
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
          const last = index === crumbs.length - 1;
          if (last || url === undefined) {
            return (
              <li key={crumb.id}>
                <span
                  className={
                    last ? `${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}` : Classes.BREADCRUMB
                  }
                  aria-current={last ? 'page' : undefined}
                >
                  {t(crumb.title)}
                </span>
              </li>
            );
          }
          return (
            <li key={crumb.id}>
              <a
                className={Classes.BREADCRUMB}
                href={url}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(url);
                }}
              >
                {t(crumb.title)}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
