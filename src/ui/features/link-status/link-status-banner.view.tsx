import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useInstance } from '../../app/container-context';
import { ViewModels } from '../../app/view-models';
import { useT } from '../../i18n/use-t';
import './link-status.css';

/**
 * The shell's banner while the live link to the server is lost: what still works and what waits.
 * A polite live region, so a screen reader says it once rather than on every retry.
 */
export const LinkStatusBanner = observer(function LinkStatusBanner() {
  const link = useInstance(ViewModels.LinkStatus);
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="link-status" data-link={link.phase}>
      {link.lost && (
        <div className="link-status-box">
          <Callout intent={Intent.WARNING} compact title={t('linkStatus.lostTitle')}>
            {t('linkStatus.lostBody')}
          </Callout>
        </div>
      )}
    </div>
  );
});
