/**
 * The two browser apps of the product (DESIGN: the staff dashboard at `/`, the patient site at
 * `/site/`). A read may serve one or both; each app sends its own kind of token.
 */
export const ClientApp = {
  Dashboard: 'dashboard',
  Site: 'site',
} as const;

export type ClientApp = (typeof ClientApp)[keyof typeof ClientApp];
