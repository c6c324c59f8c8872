import {
  Button,
  Card,
  ControlGroup,
  FormGroup,
  H5,
  HTMLTable,
  InputGroup,
  Intent,
  NonIdealState,
  NumericInput,
  Radio,
  RadioGroup,
  Tag,
} from '@blueprintjs/core';
import { ShoppingCart, Tick, Trash } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DemoPaymentMethod } from '../../../application/demo/demo-ports';
import { ShippingKind } from '../../../domain/demo/shipping';
import { useT } from '../../i18n/use-t';
import { DemoScreen, DemoStates, useMoney } from './demo-screen.view';
import { CheckoutStep, type ShopViewModel } from './shop.view-model';
import { useDemo } from './use-demo';

const STEPS = [
  { step: CheckoutStep.Cart, key: 'demo.checkout.steps.cart' },
  { step: CheckoutStep.Billing, key: 'demo.checkout.steps.billing' },
  { step: CheckoutStep.Payment, key: 'demo.checkout.steps.payment' },
] as const;

const Summary = observer(function Summary({ vm }: { readonly vm: ShopViewModel }) {
  const t = useT();
  const money = useMoney();
  const cart = vm.cart;
  if (cart === null) return null;
  return (
    <Card className="demo-summary" data-testid="demo-summary">
      <H5>{t('demo.checkout.summary')}</H5>
      <dl className="demo-totals">
        <dt>{t('demo.checkout.subtotal')}</dt>
        <dd data-testid="demo-subtotal">{money(cart.subtotal)}</dd>
        <dt>{t('demo.checkout.discount')}</dt>
        <dd data-testid="demo-discount">{money(cart.discount)}</dd>
        <dt>{t('demo.checkout.shipping')}</dt>
        <dd data-testid="demo-shipping">{money(cart.shipping)}</dd>
        <dt>{t('demo.checkout.total')}</dt>
        <dd data-testid="demo-total">
          <strong>{money(cart.total)}</strong>
        </dd>
      </dl>
    </Card>
  );
});

const CartStep = observer(function CartStep({ vm }: { readonly vm: ShopViewModel }) {
  const t = useT();
  const money = useMoney();
  const [code, setCode] = useState('');
  const cart = vm.cart;
  if (cart === null || cart.lines.length === 0) {
    return (
      <NonIdealState
        icon={<ShoppingCart />}
        title={t('demo.checkout.empty')}
        action={<Link to="/e-commerce/products">{t('demo.routes.products')}</Link>}
      />
    );
  }
  return (
    <div className="demo-checkout">
      <div>
        <HTMLTable className="demo-cart-table" striped>
          <thead>
            <tr>
              <th scope="col">{t('demo.checkout.product')}</th>
              <th scope="col">{t('demo.shop.price')}</th>
              <th scope="col">{t('demo.shop.quantity')}</th>
              <th scope="col">{t('demo.checkout.lineTotal')}</th>
              <th scope="col">
                <span className="demo-visually-hidden">{t('demo.checkout.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => (
              <tr key={line.id} data-testid="demo-cart-line">
                <th scope="row">
                  {line.name}
                  <div className="demo-line-options">
                    {t(`demo.shop.colorNames.${line.color}`)} · {line.size}
                  </div>
                </th>
                <td>{money(line.price)}</td>
                <td>
                  <NumericInput
                    aria-label={t('demo.checkout.quantityOf', { name: line.name })}
                    min={1}
                    max={99}
                    value={line.quantity}
                    className="demo-quantity"
                    onValueChange={(value) => {
                      if (!Number.isNaN(value) && value >= 1) void vm.setQuantity(line.id, value);
                    }}
                  />
                </td>
                <td>{money(line.price * line.quantity)}</td>
                <td>
                  <Button
                    minimal
                    icon={<Trash />}
                    aria-label={t('demo.checkout.removeLine', { name: line.name })}
                    onClick={() => void vm.remove(line.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <form
          className="demo-discount-form"
          onSubmit={(event) => {
            event.preventDefault();
            void vm.applyDiscount(code);
          }}
        >
          <FormGroup
            label={t('demo.checkout.discountCode')}
            labelFor="demo-discount-code"
            helperText={t('demo.checkout.codes')}
          >
            <ControlGroup>
              <InputGroup id="demo-discount-code" value={code} onValueChange={setCode} />
              <Button type="submit" text={t('demo.checkout.apply')} />
            </ControlGroup>
          </FormGroup>
          {vm.lastDiscount !== null && (
            <p role="status" data-testid="demo-discount-result">
              {vm.lastDiscount > 0
                ? t('demo.checkout.discountApplied', { amount: money(vm.lastDiscount) })
                : t('demo.checkout.discountNone')}
            </p>
          )}
        </form>
        <RadioGroup
          label={t('demo.checkout.shipping')}
          selectedValue={cart.shippingKind}
          onChange={(event) => void vm.setShipping(event.currentTarget.value as ShippingKind)}
        >
          <Radio value={ShippingKind.Free} label={t('demo.checkout.freeShipping')} />
          <Radio value={ShippingKind.Fast} label={t('demo.checkout.fastShipping', { amount: money(5) })} />
        </RadioGroup>
      </div>
      <div>
        <Summary vm={vm} />
        <Button
          intent={Intent.PRIMARY}
          fill
          text={t('demo.checkout.toBilling')}
          onClick={() => vm.goTo(CheckoutStep.Billing)}
        />
      </div>
    </div>
  );
});

const BillingStep = observer(function BillingStep({ vm }: { readonly vm: ShopViewModel }) {
  const t = useT();
  return (
    <div className="demo-checkout">
      <div className="demo-addresses">
        {vm.addresses.map((address) => (
          <Card key={address.id} className="demo-address" data-testid="demo-address">
            <H5>
              {address.name} <Tag minimal>{t(`demo.checkout.destinations.${address.destination}`)}</Tag>{' '}
              {address.isDefault && <Tag intent={Intent.PRIMARY}>{t('demo.checkout.default')}</Tag>}
            </H5>
            <p>
              {address.building}, {address.street}, {address.city}, {address.country} {address.post}
            </p>
            <p>
              <bdi dir="ltr">{address.phone}</bdi>
            </p>
            <Button text={t('demo.checkout.deliverHere')} onClick={() => void vm.chooseBilling(address)} />
            {!address.isDefault && (
              <Button
                minimal
                text={t('demo.checkout.makeDefault')}
                onClick={() => void vm.saveAddress({ ...address, isDefault: true })}
              />
            )}
          </Card>
        ))}
      </div>
      <div>
        <Summary vm={vm} />
        <Button text={t('demo.checkout.back')} onClick={() => vm.goTo(CheckoutStep.Cart)} />
      </div>
    </div>
  );
});

const PaymentStep = observer(function PaymentStep({ vm }: { readonly vm: ShopViewModel }) {
  const t = useT();
  const [card, setCard] = useState('');
  const method = vm.cart?.paymentMethod ?? 'card';
  const cardMissing = method === 'card' && card.replace(/\s/g, '').length < 12;
  return (
    <div className="demo-checkout">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!cardMissing) void vm.pay(card);
        }}
      >
        <RadioGroup
          label={t('demo.checkout.paymentMethod')}
          selectedValue={method}
          onChange={(event) => void vm.setPaymentMethod(event.currentTarget.value as DemoPaymentMethod)}
        >
          <Radio value="card" label={t('demo.checkout.methods.card')} />
          <Radio value="paypal" label={t('demo.checkout.methods.paypal')} />
          <Radio value="cod" label={t('demo.checkout.methods.cod')} />
        </RadioGroup>
        {method === 'card' && (
          <FormGroup
            label={t('demo.checkout.cardNumber')}
            labelFor="demo-card"
            helperText={t('demo.checkout.cardHelp')}
          >
            <InputGroup id="demo-card" inputMode="numeric" dir="ltr" value={card} onValueChange={setCard} />
          </FormGroup>
        )}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={t('demo.checkout.complete')}
          disabled={cardMissing}
        />{' '}
        <Button text={t('demo.checkout.back')} onClick={() => vm.goTo(CheckoutStep.Billing)} />
      </form>
      <Summary vm={vm} />
    </div>
  );
});

/** `/e-commerce/checkout`: the demo cart, then billing, shipping, discount and payment. */
const CheckoutPage = observer(function CheckoutPage() {
  const t = useT();
  const vm = useDemo((demo) => demo.shop());
  useEffect(() => void vm.loadCheckout(), [vm]);
  return (
    <DemoScreen routeId="checkout" title={t('demo.routes.checkout')}>
      <ol className="demo-steps" aria-label={t('demo.checkout.stepsLabel')}>
        {STEPS.map(({ step, key }) => (
          <li
            key={step}
            aria-current={vm.step === step ? 'step' : undefined}
            className={vm.step === step ? 'demo-step-current' : undefined}
          >
            {t(key)}
          </li>
        ))}
      </ol>
      <DemoStates status={vm.status} onRetry={() => void vm.loadCheckout()}>
        {vm.step === CheckoutStep.Cart && <CartStep vm={vm} />}
        {vm.step === CheckoutStep.Billing && <BillingStep vm={vm} />}
        {vm.step === CheckoutStep.Payment && <PaymentStep vm={vm} />}
        {vm.step === CheckoutStep.Done && (
          <NonIdealState
            icon={<Tick />}
            title={t('demo.checkout.thanks')}
            description={t('demo.checkout.thanksText')}
            action={<Link to="/e-commerce/products">{t('demo.routes.products')}</Link>}
          />
        )}
      </DemoStates>
    </DemoScreen>
  );
});

export default CheckoutPage;
