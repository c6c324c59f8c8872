import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { Error as ErrorIcon, Inbox } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { AppError } from '../../domain/errors/app-error';
import type { ListStatus } from '../../domain/lists/list-state';
import type { Remote } from './remote';
import { useShell } from './site-context';

/** A failed list's error as the site shows it (an empty answer where one is wrong is the server's fault). */
export function listError(status: Exclude<ListStatus, { kind: 'loading' } | { kind: 'loaded' }>): AppError {
  if (status.kind === 'forbidden') return { code: 'Forbidden' };
  return status.failure.code === 'EmptyResult'
    ? { code: 'ServerError', status: 200, body: null }
    : status.failure;
}

/** The translation key of a failed read's message. */
export function errorKey(error: AppError): string {
  switch (error.code) {
    case 'NetworkFailure':
    case 'Timeout':
      return 'site.error.network';
    case 'RateLimited':
      return 'site.error.rateLimited';
    case 'NotFound':
      return 'site.error.notFound';
    case 'Unauthorized':
      return 'site.error.unauthorized';
    default:
      return 'site.error.server';
  }
}

export const SiteLoading = observer(function SiteLoading() {
  const shell = useShell();
  return (
    <div className="site-state" role="status">
      <Spinner size={32} aria-label={shell.t('site.loading')} />
    </div>
  );
});

export const SiteEmpty = observer(function SiteEmpty({ message }: { readonly message: string }) {
  return <NonIdealState className="site-state" icon={<Inbox size={32} />} title={message} />;
});

export const SiteError = observer(function SiteError({
  error,
  onRetry,
}: {
  readonly error: AppError;
  readonly onRetry: () => void;
}) {
  const shell = useShell();
  return (
    <NonIdealState
      className="site-state"
      icon={<ErrorIcon size={32} />}
      title={shell.t('site.error.title')}
      description={shell.t(errorKey(error))}
      action={<Button text={shell.t('site.retry')} onClick={onRetry} />}
    />
  );
});

/** A read's loading and error states, then its content once loaded. */
export const RemoteView = observer(function RemoteView<T>({
  remote,
  children,
}: {
  readonly remote: Remote<T>;
  readonly children: (value: T) => ReactNode;
}) {
  const status = remote.status;
  if (status.kind === 'loading') return <SiteLoading />;
  if (status.kind === 'error') return <SiteError error={status.error} onRetry={() => void remote.load()} />;
  return <>{children(status.value)}</>;
}) as <T>(props: { readonly remote: Remote<T>; readonly children: (value: T) => ReactNode }) => ReactNode;
