import 'blueprint-css/site-forms.css';
import { Button, Card, H1, InputGroup } from '@blueprintjs/core';
import { Plus, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { localText, rowId, rowText } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { SiteTokens } from '../site-tokens';
import { useInstance } from '../../app/container-context';
import { RemoteView, SiteEmpty } from '../site-states';
import { SiteImage } from './site-image';

/** How many items a page draws at once: a phone need not lay out two thousand cards. */
const SHOWN = 48;
const QUERY_PARAM = 'q';

/** The pharmacy's items, searched by name in any of the three languages or by barcode. */
export const PharmacyPage = observer(function PharmacyPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { resources } = useServices();
  const cart = useInstance(SiteTokens.Cart);
  const [items] = useState(() => new Remote(() => resources.load(ResourceKey.PharmacyItems)));
  const [params, setParams] = useSearchParams();
  const query = params.get(QUERY_PARAM) ?? '';
  const searchId = useId();
  useEffect(() => void items.load(), [items]);
  usePageMeta(t('site.pharmacy.title'), t('site.pharmacy.description'));

  const needle = query.trim().toLocaleLowerCase();
  return (
    <>
      <H1>{t('site.pharmacy.title')}</H1>
      <label htmlFor={searchId} className="site-muted">
        {t('site.pharmacy.search')}
      </label>
      <InputGroup
        id={searchId}
        type="search"
        leftIcon={<Search />}
        value={query}
        onValueChange={(value) => setParams(value === '' ? {} : { [QUERY_PARAM]: value }, { replace: true })}
      />
      <RemoteView remote={items}>
        {(all) => {
          const found =
            needle === ''
              ? all
              : all.filter((item) =>
                  ['nameEn', 'nameKu', 'nameAr', 'barcode'].some((field) =>
                    rowText(item, field).toLocaleLowerCase().includes(needle),
                  ),
                );
          if (found.length === 0)
            return (
              <SiteEmpty message={needle === '' ? t('site.pharmacy.empty') : t('site.pharmacy.noMatch')} />
            );
          return (
            <>
              <p className="site-muted" aria-live="polite">
                {t('site.pharmacy.count', { shown: Math.min(found.length, SHOWN), number: found.length })}
              </p>
              <ul className="site-grid">
                {found.slice(0, SHOWN).map((item) => {
                  const image = rowText(item, 'imageUrl');
                  const price = item['price'];
                  const name = localText(item, 'name', language);
                  const id = Number(item['id']);
                  const inCart = cart.quantityOf(id);
                  return (
                    <li key={rowId(item)}>
                      <Card className="site-card">
                        {image !== '' && <SiteImage src={image} width={72} height={72} sizes="72px" />}
                        <div className="shop-card-body">
                          <Link to={sitePath(SitePath.PharmacyItem, { id: rowId(item) })}>
                            <strong>{name}</strong>
                          </Link>
                          {typeof price === 'number' && (
                            <p>{t('site.pharmacy.price', { price: price.toLocaleString(language) })}</p>
                          )}
                          {item['isAvailable'] === true && typeof price === 'number' && (
                            <AddButton
                              action={
                                inCart === 0
                                  ? t('shop.item.add')
                                  : t('shop.item.inCart', { number: inCart.toLocaleString(language) })
                              }
                              named={(action) => t('shop.item.addNamed', { action, name })}
                              onClick={() => cart.add(id)}
                            />
                          )}
                        </div>
                      </Card>
                    </li>
                  );
                })}
              </ul>
            </>
          );
        }}
      </RemoteView>
    </>
  );
});

/**
 * One item's add button. Its name starts with the words it shows (so that a voice user who says
 * what they see reaches it) and then names the item, which the list repeats on every card.
 */
function AddButton({
  action,
  named,
  onClick,
}: {
  action: string;
  named: (action: string) => string;
  onClick: () => void;
}) {
  return (
    <Button icon={<Plus />} className="shop-add" aria-label={named(action)} text={action} onClick={onClick} />
  );
}
