import 'blueprint-css/site-forms.css';
import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { Plus } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { localText, rowId, rowText } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath } from '../site-paths';
import { SiteTokens } from '../site-tokens';
import { RemoteView, SiteEmpty } from '../site-states';
import { useInstance } from '../../app/container-context';
import { SiteImage } from '../pages/site-image';
import { money } from '../../i18n/local-names';
import './shop.css';

/** One pharmacy item: its picture, price and whether it is sold now, and Add to cart. */
export const PharmacyItemPage = observer(function PharmacyItemPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { id = '' } = useParams();
  const { resources } = useServices();
  const cart = useInstance(SiteTokens.Cart);
  const [items] = useState(() => new Remote(() => resources.load(ResourceKey.PharmacyItems)));
  useEffect(() => void items.load(), [items]);
  const item = items.value?.find((row) => rowId(row) === id);
  const name = item === undefined ? t('site.pharmacy.title') : localText(item, 'name', language);
  usePageMeta(name, t('shop.item.description', { name }));

  return (
    <RemoteView remote={items}>
      {() => {
        if (item === undefined) return <SiteEmpty message={t('shop.item.notFound')} />;
        const image = rowText(item, 'imageUrl');
        const price = typeof item['price'] === 'number' ? item['price'] : null;
        const sold = item['isAvailable'] === true && price !== null;
        const itemId = Number(id);
        const inCart = cart.quantityOf(itemId);
        return (
          <article className="shop-item">
            <H1>{name}</H1>
            {image !== '' && (
              <SiteImage src={image} width={320} height={320} sizes="(min-width: 720px) 320px, 80vw" eager />
            )}
            {price !== null && <p className="shop-price">{money(t, language, price)}</p>}
            {sold ? (
              <Button
                size="large"
                intent={Intent.PRIMARY}
                icon={<Plus />}
                text={t('shop.item.add')}
                onClick={() => cart.add(itemId)}
              />
            ) : (
              <Callout intent={Intent.WARNING}>{t('shop.cart.notSold')}</Callout>
            )}
            {inCart > 0 && (
              <p aria-live="polite">
                {t('shop.item.inCart', { number: inCart.toLocaleString(language) })}{' '}
                <Link to={SitePath.Cart}>{t('shop.item.toCart')}</Link>
              </p>
            )}
            <p>
              <Link to={SitePath.Pharmacy}>{t('shop.item.back')}</Link>
            </p>
          </article>
        );
      }}
    </RemoteView>
  );
});
