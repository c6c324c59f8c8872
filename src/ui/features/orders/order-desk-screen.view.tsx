import {
  Alert,
  Button,
  Callout,
  Card,
  Classes,
  H2,
  H3,
  HTMLTable,
  Intent,
  NonIdealState,
} from '@blueprintjs/core';
import { ArrowRight, Cross, Inbox } from '@blueprintjs/icons';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HubName, HubState } from '../../../application/ports/realtime-hubs';
import { OrderStatus } from '../../../domain/shop/order-status';
import { ORDER_EVENT_KIND } from '../../../contract/shop/shop';
import { useInstance, useViewModel } from '../../app/container-context';
import { useApp } from '../../app/app-context';
import { ViewModels } from '../../app/view-models';
import { money, pickName } from '../../i18n/local-names';
import { useT } from '../../i18n/use-t';
import { ListStates } from '../resource-list/list-states.view';
import { ORDER_DESK_FILTERS, isOrderDeskFilter, type OrderDeskViewModel } from './order-desk.view-model';
import '../../theme/work-queue.css';
import './order-desk.css';

/**
 * `/dashboard/orders`: the pharmacy's order desk. The orders by status (the filter is kept in the
 * address), the chosen one with its lines, who ordered it and where it goes, and the buttons
 * moving it on; cancelling asks first. An order placed or moved anywhere appears at once.
 */
export default observer(function OrderDeskScreen() {
  const t = useT();
  const vm = useViewModel(ViewModels.OrderDesk);
  const link = useInstance(ViewModels.LinkStatus);
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const filter = isOrderDeskFilter(asked) ? asked : 'open';
  useEffect(() => vm.setFilter(filter), [vm, filter]);
  useEffect(() => {
    void vm.load();
    const off = [
      reaction(
        () => link.submissions[ORDER_EVENT_KIND],
        () => void vm.load(),
      ),
      // Read again whenever the hub (re)connects: an order placed before the link was up, or
      // while it was down, was announced to nobody here.
      reaction(
        () => link.states[HubName.Chat] === HubState.Connected,
        (connected) => {
          if (connected) void vm.load();
        },
      ),
    ];
    return () => off.forEach((stop) => stop());
  }, [vm, link]);

  return (
    <section className="screen order-desk" data-route="orders" aria-labelledby="order-desk-title">
      <H2 id="order-desk-title">{t('routes.orders')}</H2>
      <div className="work-queue-filters" role="group" aria-label={t('orderDesk.filter')}>
        {ORDER_DESK_FILTERS.map((f) => (
          <Button
            key={f}
            variant={vm.filter === f ? 'solid' : 'outlined'}
            intent={vm.filter === f ? Intent.PRIMARY : Intent.NONE}
            aria-pressed={vm.filter === f}
            onClick={() =>
              setParams(
                (p) => {
                  if (f === 'open') p.delete('status');
                  else p.set('status', f);
                  return p;
                },
                { replace: true },
              )
            }
          >
            {t(`orderDesk.filters.${f}`)} ({vm.count(f)})
          </Button>
        ))}
      </div>
      <ListStates status={vm.status} isEmpty={vm.orders.length === 0} onRetry={() => void vm.load()}>
        <div className="work-queue-layout">
          <OrderList vm={vm} />
          <OrderDetail vm={vm} />
        </div>
      </ListStates>
    </section>
  );
});

/** Where the list and the chosen order stack (work-queue.css). */
const NARROW = '(max-width: 800px)';

/** Dinars in the shown language, as the site's cart and the patient's orders show them. */
function useMoney() {
  const t = useT();
  const app = useApp();
  return (amount: number) => money(t, app.language, amount);
}

const OrderList = observer(function OrderList({ vm }: { readonly vm: OrderDeskViewModel }) {
  const t = useT();
  const app = useApp();
  const money = useMoney();
  if (vm.shown.length === 0) {
    return <NonIdealState icon={<Inbox size={32} />} title={t('orderDesk.none')} />;
  }
  const date = new Intl.DateTimeFormat(app.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="work-queue-list" aria-label={t('orderDesk.list')}>
      {vm.shown.map((order) => (
        <li key={order.id} data-order={order.id}>
          <button
            type="button"
            className="work-queue-item"
            aria-current={vm.selectedId === order.id}
            onClick={() => vm.select(order.id)}
          >
            <span className="work-queue-item-head">
              <strong>{t('orderDesk.number', { id: order.id })}</strong>
              <span className={`work-queue-badge order-desk-status-${order.status}`}>
                {t(`orderDesk.status.${order.status}`)}
              </span>
            </span>
            <span>
              {order.patientName} · <bdi dir="ltr">{order.phoneNumber}</bdi>
            </span>
            <span className="work-queue-muted">
              {date.format(order.createdAt)} · {money(order.total)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
});

const OrderDetail = observer(function OrderDetail({ vm }: { readonly vm: OrderDeskViewModel }) {
  const t = useT();
  const app = useApp();
  const money = useMoney();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const order = vm.selected;
  const chosen = order?.id;
  // On a phone the order opens below the list: bring it into view when one is chosen.
  useEffect(() => {
    if (chosen !== undefined && window.matchMedia(NARROW).matches)
      card.current?.scrollIntoView({ block: 'start' });
  }, [chosen]);
  if (order === undefined) {
    return (
      <Card className="order-desk-detail">
        <NonIdealState title={t('orderDesk.choose')} />
      </Card>
    );
  }
  const date = new Intl.DateTimeFormat(app.language, { dateStyle: 'medium', timeStyle: 'short' });
  const forward = vm.steps.filter((step) => step !== OrderStatus.Cancelled);
  const canCancel = vm.steps.includes(OrderStatus.Cancelled);
  const moving = vm.movingId === order.id;
  return (
    <Card className="order-desk-detail" aria-labelledby="order-desk-detail-title" ref={card}>
      <H3 id="order-desk-detail-title">{t('orderDesk.number', { id: order.id })}</H3>
      <dl className="work-queue-facts">
        <dt>{t('orderDesk.status.label')}</dt>
        <dd data-testid="order-desk-status">{t(`orderDesk.status.${order.status}`)}</dd>
        <dt>{t('orderDesk.patient')}</dt>
        <dd>
          {order.patientName} · <bdi dir="ltr">{order.phoneNumber}</bdi>
        </dd>
        <dt>{t('orderDesk.placed')}</dt>
        <dd>{date.format(order.createdAt)}</dd>
        <dt>{t('orderDesk.address')}</dt>
        <dd>{order.deliveryAddress}</dd>
        {order.note !== '' && (
          <>
            <dt>{t('orderDesk.note')}</dt>
            <dd>{order.note}</dd>
          </>
        )}
      </dl>
      <HTMLTable compact className="order-desk-lines">
        <caption className={Classes.TEXT_MUTED}>{t('orderDesk.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderDesk.item')}</th>
            <th scope="col">{t('orderDesk.quantity')}</th>
            <th scope="col">{t('orderDesk.price')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.itemId}>
              <td>{pickName(line.names, app.language)}</td>
              <td>{line.quantity.toLocaleString(app.language)}</td>
              <td>{money(line.quantity * line.unitPrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('orderDesk.delivery')}
            </th>
            <td>{money(order.deliveryFee)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {t('orderDesk.total')}
            </th>
            <td>
              <strong>{money(order.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
      {vm.moveError !== null && (
        <Callout intent={Intent.DANGER} role="alert">
          {t(`orderDesk.error.${vm.moveError}`)}
        </Callout>
      )}
      {vm.steps.length > 0 && (
        <div className="order-desk-actions">
          {forward.map((step) => (
            <Button
              key={step}
              intent={Intent.PRIMARY}
              icon={<ArrowRight />}
              loading={moving}
              onClick={() => void vm.move(step)}
            >
              {t(`orderDesk.moveTo.${step}`)}
            </Button>
          ))}
          {canCancel && (
            <Button
              intent={Intent.DANGER}
              variant="outlined"
              icon={<Cross />}
              disabled={moving}
              onClick={() => setConfirmCancel(true)}
            >
              {t('orderDesk.moveTo.Cancelled')}
            </Button>
          )}
        </div>
      )}
      <Alert
        isOpen={confirmCancel}
        intent={Intent.DANGER}
        icon={<Cross />}
        confirmButtonText={t('orderDesk.moveTo.Cancelled')}
        cancelButtonText={t('orderDesk.keep')}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          void vm.move(OrderStatus.Cancelled);
        }}
      >
        <p>{t('orderDesk.cancelQuestion', { id: order.id, name: order.patientName })}</p>
      </Alert>
    </Card>
  );
});
