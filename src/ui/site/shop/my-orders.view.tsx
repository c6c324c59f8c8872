import 'blueprint-css/site-forms.css';
import { Callout, Card, H1, H2, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PlacedOrder } from '../../../application/ports/shop-gateway';
import { money, pickName } from '../../i18n/local-names';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useShell } from '../site-context';
import { SitePath } from '../site-paths';
import { RemoteView, SiteEmpty, SiteLoading } from '../site-states';
import { SignedInOnly } from '../pages/signed-in-only';
import { useShopServices } from './shop-services';
import type { SiteShopServices } from './site-shop-services';
import './shop.css';

/** The signed-in patient's pharmacy orders, newest first, each with its status and lines. */
export const MyOrdersPage = observer(function MyOrdersPage() {
  const shell = useShell();
  const { t } = shell;
  const shop = useShopServices();
  usePageMeta(t('shop.orders.title'), t('shop.orders.description'));
  return (
    <>
      <H1>{t('shop.orders.title')}</H1>
      <SignedInOnly>{shop === null ? <SiteLoading /> : <OrderList services={shop} />}</SignedInOnly>
    </>
  );
});

const OrderList = observer(function OrderList({ services }: { readonly services: SiteShopServices }) {
  const shell = useShell();
  const { t, language } = shell;
  const [params] = useSearchParams();
  const placed = params.get('placed');
  const [orders] = useState(() => new Remote(() => services.shop.myOrders()));
  useEffect(() => void orders.load(), [orders]);
  return (
    <>
      {placed !== null && (
        <Callout intent={Intent.SUCCESS} aria-live="polite" className="shop-placed">
          {t('shop.orders.placed', { id: placed })}
        </Callout>
      )}
      <RemoteView remote={orders}>
        {(all) =>
          all.length === 0 ? (
            <>
              <SiteEmpty message={t('shop.orders.empty')} />
              <p className="shop-center">
                <Link to={SitePath.Pharmacy}>{t('shop.cart.browse')}</Link>
              </p>
            </>
          ) : (
            <ul className="shop-orders">
              {all.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} highlighted={order.id === placed} language={language} />
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
    </>
  );
});

const OrderCard = observer(function OrderCard({
  order,
  highlighted,
  language,
}: {
  readonly order: PlacedOrder;
  readonly highlighted: boolean;
  readonly language: string;
}) {
  const shell = useShell();
  const { t } = shell;
  const when = new Date(order.createdAt);
  return (
    <Card className={highlighted ? 'shop-order shop-order-new' : 'shop-order'} data-order={order.id}>
      <div className="shop-order-head">
        <H2>{t('shop.orders.number', { id: order.id })}</H2>
        {/* A pill of the site's own: Blueprint's tag rules are not part of the site's first stylesheet. */}
        <span className="shop-status" data-status={order.status}>
          {t(`shop.status.${order.status}`)}
        </span>
      </div>
      <p className="site-muted">
        <time dateTime={when.toISOString()}>
          {when.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <ul className="shop-order-lines">
        {order.lines.map((line) => (
          <li key={line.itemId}>
            <span>
              {/* Numbers and a name only: the same in every language. */}
              {`${line.quantity.toLocaleString(language)} × ${pickName(line.names, shell.language)}`}
            </span>
            <span className="shop-amount">{money(t, language, line.quantity * line.unitPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="shop-totals">
        <dt>{t('shop.cart.delivery')}</dt>
        <dd>{order.deliveryFee === 0 ? t('shop.cart.free') : money(t, language, order.deliveryFee)}</dd>
        <dt className="shop-total">{t('shop.cart.total')}</dt>
        <dd className="shop-total">{money(t, language, order.total)}</dd>
      </dl>
      <p className="site-muted">{t('shop.orders.deliverTo', { address: order.deliveryAddress })}</p>
    </Card>
  );
});
