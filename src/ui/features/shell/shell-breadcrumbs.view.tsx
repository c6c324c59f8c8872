import { Breadcrumb, Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import type { ShellViewModel } from './shell.view-model';

/** The current crumb names the page the user is on. */
const renderCurrent = (props: BreadcrumbProps) => (
  <span aria-current="page">
    <Breadcrumb {...props} current />
  </span>
);

/**
 * Dashboard, the parent menus, the current item (at most 8, the domain's rule), as Blueprint's
 * breadcrumbs: on a narrow screen the first ones fold into a menu. A crumb is a real link; a
 * plain click follows it in the app.
 */
export const ShellBreadcrumbs = observer(function ShellBreadcrumbs({ vm }: { readonly vm: ShellViewModel }) {
  const t = useT();
  const navigate = useNavigate();
  const crumbs = vm.crumbs;
  if (crumbs.length === 0) return null;
  const items = crumbs.map((crumb, index): BreadcrumbProps => {
    const url = crumb.url;
    const text = t(crumb.title);
    if (index === crumbs.length - 1 || url === undefined) return { text };
    return {
      text,
      href: url,
      onClick: (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(url);
      },
    };
  });
  return (
    <div className="shell-breadcrumbs">
      <Breadcrumbs
        items={items}
        currentBreadcrumbRenderer={renderCurrent}
        overflowListProps={{ navigationAriaLabel: t('shell.breadcrumbs') }}
        overflowButtonProps={{ 'aria-label': t('shell.moreBreadcrumbs') }}
      />
    </div>
  );
});
