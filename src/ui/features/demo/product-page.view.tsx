import {
  Button,
  Card,
  FormGroup,
  H3,
  H5,
  HTMLSelect,
  Intent,
  NonIdealState,
  NumericInput,
  Tag,
} from '@blueprintjs/core';
import { Star } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { DemoScreen, DemoStates, useMoney } from './demo-screen.view';
import { CartButton } from './products-page.view';
import { useDemo } from './use-demo';

/** `/e-commerce/product-details/{id}`: a demo product, its colours and sizes, reviews and related products. */
const ProductPage = observer(function ProductPage() {
  const t = useT();
  const money = useMoney();
  const id = Number(useParams().id);
  const vm = useDemo((demo) => demo.shop());
  useEffect(() => void vm.loadProduct(id), [vm, id]);
  const product = vm.product;
  const [color, setColor] = useState<string | null>(null);
  const [size, setSize] = useState('M');
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  return (
    <DemoScreen
      routeId="product"
      title={product?.name ?? t('demo.routes.product')}
      actions={<CartButton vm={vm} />}
    >
      <DemoStates status={vm.status} onRetry={() => void vm.loadProduct(id)}>
        {product === null ? (
          <NonIdealState
            title={t('demo.shop.noProduct')}
            action={<Link to="/e-commerce/products">{t('demo.routes.products')}</Link>}
          />
        ) : (
          <>
            <Card className="demo-product-detail">
              <img
                src={product.image}
                alt=""
                width={300}
                height={300}
                className="demo-product-detail-image"
              />
              <div className="demo-product-detail-body">
                <H3>{product.name}</H3>
                <p>{product.description}</p>
                <p className="demo-product-price">
                  <strong>{money(product.offerPrice)}</strong>
                  {product.discount > 0 && <del>{money(product.salePrice)}</del>}
                  {product.discount > 0 && (
                    <Tag intent={Intent.SUCCESS} minimal>
                      {t('demo.shop.percentOff', { discount: product.discount })}
                    </Tag>
                  )}
                </p>
                <FormGroup label={t('demo.shop.colors')} labelFor="demo-color">
                  <HTMLSelect
                    id="demo-color"
                    value={color ?? product.colors[0]}
                    onChange={(event) => setColor(event.currentTarget.value)}
                    options={product.colors.map((value) => ({
                      value,
                      label: t(`demo.shop.colorNames.${value}`),
                    }))}
                  />
                </FormGroup>
                <FormGroup label={t('demo.shop.size')} labelFor="demo-size">
                  <HTMLSelect
                    id="demo-size"
                    value={size}
                    onChange={(event) => setSize(event.currentTarget.value)}
                    options={product.sizes.map((value) => ({ value, label: value }))}
                  />
                </FormGroup>
                <FormGroup label={t('demo.shop.quantity')} labelFor="demo-quantity">
                  <NumericInput
                    id="demo-quantity"
                    min={1}
                    max={99}
                    value={quantity}
                    onValueChange={(value) => setQuantity(Number.isNaN(value) ? 1 : Math.max(1, value))}
                  />
                </FormGroup>
                <Button
                  intent={Intent.PRIMARY}
                  text={t('demo.shop.addToCart')}
                  disabled={!product.inStock}
                  onClick={() =>
                    void vm
                      .addToCart(product.id, color ?? product.colors[0] ?? '', size, quantity)
                      .then(() => setAdded(true))
                  }
                />
                {added && (
                  <p role="status" className="demo-added">
                    {t('demo.shop.added')}
                  </p>
                )}
              </div>
            </Card>
            <H5 className="demo-section-title">{t('demo.shop.reviews')}</H5>
            <div className="demo-reviews">
              {vm.reviews.map((review) => (
                <Card key={review.id} className="demo-review">
                  <img src={review.avatar} alt="" width={32} height={32} className="demo-avatar" />
                  <div>
                    <strong>{review.name}</strong>{' '}
                    <span aria-label={t('demo.shop.ratingOf', { rating: review.rating })}>
                      <Star /> {review.rating}
                    </span>
                    <p>{review.review}</p>
                  </div>
                </Card>
              ))}
            </div>
            <H5 className="demo-section-title">{t('demo.shop.related')}</H5>
            <ul className="demo-related">
              {vm.related.map((other) => (
                <li key={other.id}>
                  <Link to={`/e-commerce/product-details/${other.id}`}>{other.name}</Link>{' '}
                  {money(other.offerPrice)}
                </li>
              ))}
            </ul>
          </>
        )}
      </DemoStates>
    </DemoScreen>
  );
});

export default ProductPage;
