/** The demo shop's chunk: its three pages travel together, as one visit goes through them all. */
export { default as ProductsPage } from './products-page.view';
export { default as ProductPage } from './product-page.view';
export { default as CheckoutPage } from './checkout-page.view';
