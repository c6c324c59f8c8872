import { Button, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Error as ErrorIcon, Lock, Refresh, Th } from '@blueprintjs/icons';
import type { ReactElement, ReactNode } from 'react';
import type { ListStatus } from '../../../domain/lists/list-state';
import { useT } from '../../i18n/use-t';

/**
 * A list's rows (`children`), or what it shows instead: access denied, the error with Retry, the
 * first load's spinner, or "empty". A reload keeps the rows on screen.
 */
export function ListStates({
  status,
  isEmpty,
  onRetry,
  emptyIcon = <Th size={48} />,
  children,
}: {
  readonly status: ListStatus;
  readonly isEmpty: boolean;
  readonly onRetry: () => void;
  readonly emptyIcon?: ReactElement;
  readonly children: ReactNode;
}) {
  const t = useT();
  if (status.kind === 'forbidden') {
    return (
      <NonIdealState
        icon={<Lock size={48} />}
        title={t('common.accessDenied')}
        description={t('common.accessDeniedHelp')}
        className="list-state"
      />
    );
  }
  if (status.kind === 'error') {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={t('list.errorTitle')}
        description={t(`errors.${status.failure.code}`)}
        action={
          <Button icon={<Refresh />} intent={Intent.PRIMARY} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
        className="list-state"
      />
    );
  }
  if (!isEmpty) return children;
  if (status.kind === 'loading') return <Spinner aria-label={t('common.loading')} className="list-state" />;
  return <NonIdealState icon={emptyIcon} title={t('common.empty')} className="list-state" />;
}
