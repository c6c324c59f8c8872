/** The product's name, as the server prints it. */
export const PRODUCT_NAME = 'Harem Care';
