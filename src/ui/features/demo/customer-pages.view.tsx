import { HTMLTable, InputGroup, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { Search, Star } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type { CustomerStatus, ReviewStatus } from '../../../domain/demo/customer';
import { useT } from '../../i18n/use-t';
import { CustomerList, type CustomerViewModel } from './customer.view-model';
import { DemoScreen, DemoStates, useMoney } from './demo-screen.view';
import { useDemo } from './use-demo';
import { useDemoFormat } from './use-demo-format';

const ROUTE_OF: Record<CustomerList, string> = {
  [CustomerList.Customers]: 'customers',
  [CustomerList.Orders]: 'orders',
  [CustomerList.Products]: 'customerProducts',
  [CustomerList.Reviews]: 'productReviews',
};

const STATUS_INTENT: Record<CustomerStatus | ReviewStatus, Intent> = {
  Complete: Intent.SUCCESS,
  Processing: Intent.PRIMARY,
  Confirm: Intent.WARNING,
  Published: Intent.SUCCESS,
  Pending: Intent.WARNING,
};

function Status({ status }: { readonly status: CustomerStatus | ReviewStatus }) {
  const t = useT();
  return (
    <Tag minimal intent={STATUS_INTENT[status]}>
      {t(`demo.customer.status.${status}`)}
    </Tag>
  );
}

function Table({ heads, rows }: { readonly heads: readonly string[]; readonly rows: readonly ReactNode[] }) {
  return (
    <div className="demo-table-wrap">
      <HTMLTable striped compact className="demo-table" data-testid="demo-customer-table">
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </HTMLTable>
    </div>
  );
}

const Rows = observer(function Rows({
  vm,
  list,
}: {
  readonly vm: CustomerViewModel;
  readonly list: CustomerList;
}) {
  const t = useT();
  const f = useDemoFormat();
  const money = useMoney();
  const h = (key: string) => t(`demo.customer.columns.${key}`);
  const none = <NonIdealState icon={<Search />} title={t('demo.customer.none')} />;
  switch (list) {
    case CustomerList.Customers:
      return vm.shownCustomers.length === 0 ? (
        none
      ) : (
        <Table
          heads={[h('name'), h('email'), h('location'), h('orders'), h('date'), h('status')]}
          rows={vm.shownCustomers.map((c) => (
            <tr key={c.id} data-testid="demo-customer-row">
              <td>
                <span className="demo-author">
                  <img src={c.avatar} alt="" width={32} height={32} className="demo-avatar" />
                  {c.name}
                </span>
              </td>
              <td>
                <bdi dir="ltr">{c.email}</bdi>
              </td>
              <td>{c.location}</td>
              <td>{f.number(c.orders)}</td>
              <td>{f.day(c.date)}</td>
              <td>
                <Status status={c.status} />
              </td>
            </tr>
          ))}
        />
      );
    case CustomerList.Orders:
      return vm.shownOrders.length === 0 ? (
        none
      ) : (
        <Table
          heads={[h('id'), h('customer'), h('product'), h('quantity'), h('price'), h('date'), h('status')]}
          rows={vm.shownOrders.map((o) => (
            <tr key={o.id} data-testid="demo-customer-row">
              <td>
                <bdi dir="ltr">#{o.id}</bdi>
              </td>
              <td>{o.customer}</td>
              <td>{o.product}</td>
              <td>{f.number(o.quantity)}</td>
              <td>{money(o.price)}</td>
              <td>{f.day(o.date)}</td>
              <td>
                <Status status={o.status} />
              </td>
            </tr>
          ))}
        />
      );
    case CustomerList.Products:
      return vm.shownProducts.length === 0 ? (
        none
      ) : (
        <Table
          heads={[h('product'), h('category'), h('price'), h('quantity'), h('date')]}
          rows={vm.shownProducts.map((p) => (
            <tr key={p.id} data-testid="demo-customer-row">
              <td>
                <span className="demo-author">
                  <img src={p.image} alt="" width={32} height={32} />
                  {p.name}
                </span>
              </td>
              <td>{p.category}</td>
              <td>{money(p.price)}</td>
              <td>{f.number(p.quantity)}</td>
              <td>{f.day(p.date)}</td>
            </tr>
          ))}
        />
      );
    case CustomerList.Reviews:
      return vm.shownReviews.length === 0 ? (
        none
      ) : (
        <Table
          heads={[h('product'), h('author'), h('review'), h('rating'), h('date'), h('status')]}
          rows={vm.shownReviews.map((r) => (
            <tr key={r.id} data-testid="demo-customer-row">
              <td>{r.product}</td>
              <td>
                <span className="demo-author">
                  <img src={r.avatar} alt="" width={32} height={32} className="demo-avatar" />
                  {r.author}
                </span>
              </td>
              <td dir="auto">{r.review}</td>
              <td>
                <span
                  className="demo-rating"
                  aria-label={t('demo.shop.ratingOf', { rating: f.number(r.rating) })}
                >
                  <Star aria-hidden /> {f.number(r.rating)}
                </span>
              </td>
              <td>{f.day(r.date)}</td>
              <td>
                <Status status={r.status} />
              </td>
            </tr>
          ))}
        />
      );
  }
});

const CustomerPage = observer(function CustomerPage({ list }: { readonly list: CustomerList }) {
  const t = useT();
  const vm = useDemo((demo) => demo.customer());
  const routeId = ROUTE_OF[list];
  useEffect(() => void vm.load(list), [vm, list]);
  return (
    <DemoScreen routeId={routeId} title={t(`demo.routes.${routeId}`)}>
      <div className="demo-toolbar">
        <InputGroup
          type="search"
          leftIcon={<Search />}
          aria-label={t('demo.customer.search')}
          placeholder={t('demo.customer.search')}
          value={vm.key}
          onValueChange={vm.setKey}
        />
      </div>
      <DemoStates status={vm.status} onRetry={() => void vm.load(list)}>
        <Rows vm={vm} list={list} />
      </DemoStates>
    </DemoScreen>
  );
});

/** `/customer/customer-list`. */
export const CustomersPage = () => <CustomerPage list={CustomerList.Customers} />;
/** `/customer/order-list`. */
export const OrdersPage = () => <CustomerPage list={CustomerList.Orders} />;
/** `/customer/product`. */
export const CustomerProductsPage = () => <CustomerPage list={CustomerList.Products} />;
/** `/customer/product-review`. */
export const ProductReviewsPage = () => <CustomerPage list={CustomerList.Reviews} />;
