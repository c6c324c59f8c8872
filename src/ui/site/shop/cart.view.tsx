import 'blueprint-css/site-forms.css';
import { Button, Callout, Card, FormGroup, H1, H2, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { Minus, Plus, Trash } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { ResourceRecord } from '../../../application/resources/resource-values';
import { MAX_LINE_QUANTITY } from '../../../domain/shop/cart';
import { localText, rowId } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { SiteTokens } from '../site-tokens';
import { RemoteView, SiteEmpty, SiteLoading } from '../site-states';
import { useInstance } from '../../app/container-context';
import { CartPageViewModel, type CatalogueItem } from './cart-page.view-model';
import { money } from '../../i18n/local-names';
import { useShopServices } from './shop-services';
import type { SiteShopServices } from './site-shop-services';
import './shop.css';

/** Where the sign-in page sends the patient back to after the code. */
export const CART_SIGN_IN = `${SitePath.Login}?next=${encodeURIComponent(SitePath.Cart)}`;

/** The catalogue's items by id, as the cart needs them. */
function catalogueOf(rows: readonly ResourceRecord[]): Map<number, CatalogueItem> {
  const items = new Map<number, CatalogueItem>();
  for (const row of rows) {
    const { id, price, isAvailable, stock } = row;
    if (typeof id !== 'number' || typeof price !== 'number') continue;
    items.set(id, { price, available: isAvailable === true, stock: typeof stock === 'number' ? stock : 0 });
  }
  return items;
}

/** The pharmacy cart: quantities, the total by the one rule, and the order for a signed-in patient. */
export const CartPage = observer(function CartPage() {
  const shell = useShell();
  const { t } = shell;
  const shop = useShopServices();
  usePageMeta(t('shop.cart.title'), t('shop.cart.description'));
  return (
    <>
      <H1>{t('shop.cart.title')}</H1>
      {shop === null ? <SiteLoading /> : <CartContent services={shop} />}
    </>
  );
});

const CartContent = observer(function CartContent({ services }: { readonly services: SiteShopServices }) {
  const shell = useShell();
  const { t, language } = shell;
  const { resources } = useServices();
  const cart = useInstance(SiteTokens.Cart);
  const navigate = useNavigate();
  const [vm] = useState(() => new CartPageViewModel(cart, services));
  const [reads] = useState(() => ({
    items: new Remote(() => resources.load(ResourceKey.PharmacyItems)),
    rule: new Remote(() => services.shop.deliveryRule()),
  }));
  useEffect(() => {
    void reads.items.load();
    void reads.rule.load();
  }, [reads]);
  const rows = reads.items.value;
  const rule = reads.rule.value;
  useEffect(() => {
    if (rows !== undefined) vm.setCatalogue(catalogueOf(rows));
  }, [rows, vm]);
  useEffect(() => {
    if (rule !== undefined) vm.setRule(rule);
  }, [rule, vm]);

  if (cart.lines.length === 0) {
    return (
      <>
        <SiteEmpty message={t('shop.cart.empty')} />
        <p className="shop-center">
          <Link to={SitePath.Pharmacy}>{t('shop.cart.browse')}</Link>
        </p>
      </>
    );
  }

  const change = (itemId: number, quantity: number) => {
    if (vm.changeQuantity(itemId, quantity) === 'signIn') {
      shell.refreshSession();
      void navigate(CART_SIGN_IN);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const order = await vm.place();
    if (order !== null) void navigate(`${SitePath.MyOrders}?placed=${encodeURIComponent(order.id)}`);
  };
  const byId = new Map((rows ?? []).map((row) => [rowId(row), row]));
  const price = vm.price;

  return (
    <RemoteView remote={reads.items}>
      {() => (
        <div className="shop-cart">
          <ul className="shop-lines" aria-label={t('shop.cart.lines')}>
            {cart.lines.map((line) => {
              const row = byId.get(String(line.itemId));
              const name = row === undefined ? t('shop.cart.unknownItem') : localText(row, 'name', language);
              const priced = price.lines.find((l) => l.itemId === line.itemId);
              const flagged = vm.problemItems.includes(line.itemId);
              return (
                <li key={line.itemId}>
                  <Card className={flagged ? 'shop-line shop-line-flagged' : 'shop-line'}>
                    <div className="shop-line-name">
                      {row === undefined ? (
                        <strong>{name}</strong>
                      ) : (
                        <Link to={sitePath(SitePath.PharmacyItem, { id: String(line.itemId) })}>
                          <strong>{name}</strong>
                        </Link>
                      )}
                      {priced === undefined ? (
                        <p className="shop-warning">{t('shop.cart.notSold')}</p>
                      ) : (
                        <p className="site-muted">
                          {t('shop.cart.each', { price: money(t, language, priced.unitPrice) })}
                        </p>
                      )}
                    </div>
                    <div
                      className="shop-stepper"
                      role="group"
                      aria-label={t('shop.cart.quantityOf', { name })}
                    >
                      <Button
                        icon={<Minus />}
                        aria-label={t('shop.cart.less', { name })}
                        disabled={line.quantity <= 1}
                        onClick={() => change(line.itemId, line.quantity - 1)}
                      />
                      <output aria-live="polite" className="shop-quantity">
                        {line.quantity.toLocaleString(language)}
                      </output>
                      <Button
                        icon={<Plus />}
                        aria-label={t('shop.cart.more', { name })}
                        disabled={line.quantity >= MAX_LINE_QUANTITY}
                        onClick={() => change(line.itemId, line.quantity + 1)}
                      />
                    </div>
                    <div className="shop-line-end">
                      {priced !== undefined && <strong>{money(t, language, priced.lineTotal)}</strong>}
                      <Button
                        variant="minimal"
                        intent={Intent.DANGER}
                        icon={<Trash />}
                        aria-label={t('shop.cart.remove', { name })}
                        onClick={() => vm.remove(line.itemId)}
                      />
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
          <Card className="shop-summary">
            <H2>{t('shop.cart.summary')}</H2>
            <RemoteView remote={reads.rule}>
              {(loaded) => (
                <>
                  <dl className="shop-totals">
                    <dt>{t('shop.cart.subtotal')}</dt>
                    <dd>{money(t, language, price.subtotal)}</dd>
                    <dt>{t('shop.cart.delivery')}</dt>
                    <dd>
                      {price.deliveryFee === 0 ? t('shop.cart.free') : money(t, language, price.deliveryFee)}
                    </dd>
                    <dt className="shop-total">{t('shop.cart.total')}</dt>
                    <dd className="shop-total" data-total={price.total}>
                      {money(t, language, price.total)}
                    </dd>
                  </dl>
                  {price.deliveryFee > 0 && (
                    <p className="site-muted shop-hint">
                      {t('shop.cart.freeFrom', { amount: money(t, language, loaded.freeDeliveryFrom) })}
                    </p>
                  )}
                </>
              )}
            </RemoteView>
            {rule?.deliveryEnabled === false && (
              <Callout intent={Intent.WARNING}>{t('shop.problem.DeliveryClosed')}</Callout>
            )}
            {vm.signedIn ? (
              <form onSubmit={(event) => void submit(event)} noValidate>
                <FormGroup
                  label={t('shop.cart.address')}
                  labelFor="shop-address"
                  labelInfo={t('shop.cart.required')}
                  intent={vm.addressProblem === null ? Intent.NONE : Intent.DANGER}
                  helperText={vm.addressProblem === null ? undefined : t(`shop.field.${vm.addressProblem}`)}
                >
                  <TextArea
                    id="shop-address"
                    fill
                    autoComplete="street-address"
                    rows={2}
                    value={vm.address}
                    intent={vm.addressProblem === null ? Intent.NONE : Intent.DANGER}
                    aria-invalid={vm.addressProblem !== null}
                    onChange={(event) => vm.setAddress(event.target.value)}
                  />
                </FormGroup>
                <FormGroup
                  label={t('shop.cart.note')}
                  labelFor="shop-note"
                  labelInfo={t('shop.cart.optional')}
                  intent={vm.noteProblem === null ? Intent.NONE : Intent.DANGER}
                  helperText={vm.noteProblem === null ? undefined : t(`shop.field.${vm.noteProblem}`)}
                >
                  <InputGroup
                    id="shop-note"
                    value={vm.note}
                    aria-invalid={vm.noteProblem !== null}
                    onValueChange={vm.setNote}
                  />
                </FormGroup>
                {vm.problem !== null && (
                  <Callout intent={Intent.DANGER} role="alert">
                    {t(`shop.problem.${vm.problem}`)}
                    {vm.agreedTotal !== null && (
                      <p>{t('shop.cart.newTotal', { total: money(t, language, vm.agreedTotal) })}</p>
                    )}
                  </Callout>
                )}
                <Button
                  type="submit"
                  size="large"
                  fill
                  intent={Intent.PRIMARY}
                  loading={vm.placing}
                  disabled={!vm.canPlace}
                  text={
                    vm.agreedTotal === null
                      ? t('shop.cart.place', { total: money(t, language, price.total) })
                      : t('shop.cart.placeAt', { total: money(t, language, vm.agreedTotal) })
                  }
                />
              </form>
            ) : (
              <Callout title={t('shop.cart.signInTitle')}>
                <p>{t('shop.cart.signInBody')}</p>
                <Link className="site-sign-in" to={CART_SIGN_IN}>
                  {t('site.signIn')}
                </Link>
              </Callout>
            )}
          </Card>
        </div>
      )}
    </RemoteView>
  );
});
