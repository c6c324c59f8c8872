import { Spinner } from '@blueprintjs/core';
import { useT } from '../i18n/use-t';

/** What a screen shows while its code arrives. */
export function ScreenLoading() {
  const t = useT();
  return <Spinner className="screen-loading" aria-label={t('common.loading')} />;
}
