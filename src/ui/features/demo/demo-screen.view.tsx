import { Button, Callout, H2, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { useApp } from '../../app/app-context';
import { intlLocale } from '../../calendar/calendar-dates';
import { useT } from '../../i18n/use-t';
import { demoMessageKey, type DemoLoad } from './demo-load';
import './demo.css';

/** A demo page's frame: its title with a "Demo" tag, so no one takes its made-up data for the hospital's. */
export function DemoScreen({
  routeId,
  title,
  actions,
  children,
}: {
  readonly routeId: string;
  readonly title: string;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  const t = useT();
  const titleId = `demo-${routeId}-title`;
  return (
    <section className="screen demo-screen" data-route={`demo-${routeId}`} aria-labelledby={titleId}>
      <div className="demo-head">
        <H2 id={titleId} className="screen-title">
          {title}
        </H2>
        <Tag minimal intent={Intent.WARNING}>
          {t('demo.tag')}
        </Tag>
        {actions !== undefined && <div className="demo-head-actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** The loading and error states of a demo page; the children once loaded. */
export const DemoStates = observer(function DemoStates({
  status,
  onRetry,
  children,
}: {
  readonly status: DemoLoad;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}) {
  const t = useT();
  if (status.kind === 'loading')
    return <NonIdealState icon={<Spinner size={32} />} title={t('demo.loading')} />;
  if (status.kind === 'error') {
    return (
      <Callout intent={Intent.DANGER} title={t('demo.failed')} data-testid="demo-error">
        <p>
          <DemoMessage message={status.error.message} />
        </p>
        <Button text={t('demo.retry')} onClick={onRetry} />
      </Callout>
    );
  }
  return <>{children}</>;
});

/** A mock message in the shown language where the pages know it, else as the mock wrote it. */
export function DemoMessage({ message }: { readonly message: string }) {
  const t = useT();
  const key = demoMessageKey(message);
  return <>{key === null ? message : t(key)}</>;
}

/** Prices in the shown language's digits (the demo shop's made-up prices are in dollars). */
export function useMoney(): (amount: number) => string {
  const app = useApp();
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale(app.language), { style: 'currency', currency: 'USD' });
    return (amount: number) => format.format(amount);
  }, [app.language]);
}
