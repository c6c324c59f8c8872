import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { NoticeFeed } from './notice-feed';
import { SnackbarViewModel } from './snackbar.view-model';

const SnackbarToast = lazy(() => import('./snackbar-toast.view'));

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The snackbar of every screen, the login included: one notice at a time, at the bottom right
 * (bottom left in right-to-left pages) unless the notice places it elsewhere. The host is always in
 * the page, so screen readers hear each message as it arrives (a polite status); the toast itself
 * loads with the first notice.
 */
export const SnackbarHost = observer(function SnackbarHost({ feed }: { readonly feed: NoticeFeed }) {
  const [vm] = useState(() => new SnackbarViewModel(feed, prefersReducedMotion));
  useEffect(() => {
    vm.start();
    return vm.stop;
  }, [vm]);

  const anchor = vm.state.anchorOrigin;
  return (
    <div
      className="snackbar-host"
      role="status"
      aria-live="polite"
      data-vertical={anchor.vertical}
      data-horizontal={anchor.horizontal}
    >
      {vm.notice !== null && (
        <Suspense fallback={null}>
          <SnackbarToast vm={vm} />
        </Suspense>
      )}
    </div>
  );
});
