import { Spinner } from '@blueprintjs/core';
import { useT } from '../i18n/use-t';

/**
 * What a screen shows while its code arrives. A whole page's wait (`page`) is centred over the
 * window, out of the flow, so the page that replaces it moves nothing that was already drawn.
 */
export function ScreenLoading({ page = false }: { readonly page?: boolean }) {
  const t = useT();
  return (
    <Spinner className={page ? 'screen-loading-page' : 'screen-loading'} aria-label={t('common.loading')} />
  );
}
