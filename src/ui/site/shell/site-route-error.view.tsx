import { Button, NonIdealState } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';

/**
 * What a page shows when its code failed to arrive or a bug was thrown while drawing it. It may
 * be drawn outside the shell, so its words are in the three languages at once.
 */
export function SiteRouteError() {
  return (
    <NonIdealState
      className="site-state"
      icon={<ErrorIcon size={32} />}
      title="Something went wrong · هەڵەیەک ڕوویدا · حدث خطأ"
      action={<Button text="Reload · دووبارە · إعادة التحميل" onClick={() => window.location.reload()} />}
    />
  );
}
