import {
  Button,
  Card,
  Checkbox,
  FormGroup,
  H5,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  NumericInput,
  Tag,
} from '@blueprintjs/core';
import { Search, ShoppingCart, Star } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ProductSort, type DemoProduct, type Gender } from '../../../domain/demo/product-filter';
import { useT } from '../../i18n/use-t';
import { DemoScreen, DemoStates, useMoney } from './demo-screen.view';
import type { ShopViewModel } from './shop.view-model';
import { useDemo } from './use-demo';

const GENDERS: readonly Gender[] = ['male', 'female', 'kids'];
const CATEGORIES = ['electronics', 'fashion', 'tools', 'care', 'kids'] as const;
const COLORS = ['primary', 'secondary', 'success', 'warning', 'danger', 'dark'] as const;

/** The cart button of the shop's pages, with the number of pieces in it. */
export const CartButton = observer(function CartButton({ vm }: { readonly vm: ShopViewModel }) {
  const t = useT();
  return (
    <Link to="/e-commerce/checkout" className="demo-cart-link" data-testid="demo-cart-link">
      <ShoppingCart />
      <span>{t('demo.shop.cart')}</span>
      <Tag round intent={Intent.PRIMARY}>
        {vm.cartCount}
      </Tag>
    </Link>
  );
});

const ProductCard = observer(function ProductCard({ product }: { readonly product: DemoProduct }) {
  const t = useT();
  const money = useMoney();
  return (
    <Card className="demo-product" data-testid="demo-product" data-product-id={product.id}>
      <Link to={`/e-commerce/product-details/${product.id}`} className="demo-product-link">
        <img src={product.image} alt="" width={300} height={300} className="demo-product-image" />
        <H5 className="demo-product-name">{product.name}</H5>
      </Link>
      <div className="demo-product-price">
        <strong>{money(product.offerPrice)}</strong>
        {product.discount > 0 && <del>{money(product.salePrice)}</del>}
      </div>
      <div className="demo-product-meta">
        <span aria-label={t('demo.shop.ratingOf', { rating: product.rating })}>
          <Star /> {product.rating}
        </span>
        {!product.inStock && <Tag minimal>{t('demo.shop.outOfStock')}</Tag>}
      </div>
    </Card>
  );
});

const Filters = observer(function Filters({ vm }: { readonly vm: ShopViewModel }) {
  const t = useT();
  const { filter } = vm;
  return (
    <Card className="demo-filters" aria-label={t('demo.shop.filters')} role="region">
      <FormGroup label={t('demo.shop.gender')}>
        {GENDERS.map((gender) => (
          <Checkbox
            key={gender}
            label={t(`demo.shop.genders.${gender}`)}
            checked={filter.gender.includes(gender)}
            onChange={() => vm.toggleIn('gender', gender)}
          />
        ))}
      </FormGroup>
      <FormGroup label={t('demo.shop.categories')}>
        {CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={t(`demo.shop.categoryNames.${category}`)}
            checked={filter.categories.includes(category)}
            onChange={() => vm.toggleIn('categories', category)}
          />
        ))}
      </FormGroup>
      <FormGroup label={t('demo.shop.colors')}>
        <div className="demo-swatches">
          {COLORS.map((color) => (
            <Checkbox
              key={color}
              className={`demo-swatch demo-swatch-${color}`}
              aria-label={t(`demo.shop.colorNames.${color}`)}
              labelElement={<span className="demo-swatch-dot" aria-hidden="true" />}
              checked={filter.colors.includes(color)}
              onChange={() => vm.toggleIn('colors', color)}
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup label={t('demo.shop.price')}>
        <div className="demo-price-range">
          <NumericInput
            min={0}
            fill
            aria-label={t('demo.shop.priceFrom')}
            placeholder={t('demo.shop.priceFrom')}
            value={filter.price.low ?? ''}
            onValueChange={(value) =>
              vm.setFilter({ price: { ...filter.price, low: Number.isNaN(value) ? null : value } })
            }
          />
          <NumericInput
            min={0}
            fill
            aria-label={t('demo.shop.priceTo')}
            placeholder={t('demo.shop.priceTo')}
            value={filter.price.high ?? ''}
            onValueChange={(value) =>
              vm.setFilter({ price: { ...filter.price, high: Number.isNaN(value) ? null : value } })
            }
          />
        </div>
      </FormGroup>
      <FormGroup label={t('demo.shop.rating')} labelFor="demo-rating">
        <HTMLSelect
          id="demo-rating"
          fill
          value={filter.rating}
          onChange={(event) => vm.setFilter({ rating: Number(event.currentTarget.value) })}
          options={[0, 1, 2, 3, 4].map((rating) => ({
            value: rating,
            label: rating === 0 ? t('demo.shop.anyRating') : t('demo.shop.atLeast', { rating }),
          }))}
        />
      </FormGroup>
      <Button text={t('demo.shop.clearFilter')} onClick={vm.clearFilter} fill />
    </Card>
  );
});

/** `/e-commerce/products`: the demo shop's products with their filter, search and sort. */
const ProductsPage = observer(function ProductsPage() {
  const t = useT();
  const vm = useDemo((demo) => demo.shop());
  useEffect(() => void vm.loadProducts(), [vm]);
  return (
    <DemoScreen routeId="products" title={t('demo.routes.products')} actions={<CartButton vm={vm} />}>
      <div className="demo-toolbar">
        <InputGroup
          type="search"
          leftIcon={<Search />}
          aria-label={t('demo.shop.search')}
          placeholder={t('demo.shop.search')}
          value={vm.filter.search}
          onValueChange={(search) => vm.setFilter({ search })}
        />
        <HTMLSelect
          aria-label={t('demo.shop.sortBy')}
          value={vm.filter.sort}
          onChange={(event) => vm.setFilter({ sort: event.currentTarget.value as ProductSort })}
          options={Object.values(ProductSort).map((sort) => ({
            value: sort,
            label: t(`demo.shop.sorts.${sort}`),
          }))}
        />
      </div>
      <div className="demo-shop">
        <Filters vm={vm} />
        <DemoStates status={vm.status} onRetry={() => void vm.loadProducts()}>
          {vm.products.length === 0 ? (
            <NonIdealState icon={<Search />} title={t('demo.shop.noProducts')} />
          ) : (
            <div className="demo-product-grid">
              {vm.products.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          )}
        </DemoStates>
      </div>
    </DemoScreen>
  );
});

export default ProductsPage;
