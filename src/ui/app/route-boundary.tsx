import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { RouteErrorBoundary } from './route-error-boundary';

/** One error boundary per route, with its texts in the shown language. */
export const RouteBoundary = observer(function RouteBoundary({ children }: { readonly children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary
      resetKey={pathname}
      title={t('crash.title')}
      description={t('crash.description')}
      reload={t('crash.reload')}
    >
      {children}
    </RouteErrorBoundary>
  );
});
