/** The demo shop's two ways of shipping. */
export const ShippingKind = {
  Free: 'free',
  Fast: 'fast',
} as const;

export type ShippingKind = (typeof ShippingKind)[keyof typeof ShippingKind];

/** What fast shipping costs; free costs nothing. */
export const FAST_SHIPPING_CHARGE = 5;

export interface ShippingChange {
  /** The new shipping charge. */
  readonly charge: number;
  /** What the cart's total moves by: free after a paid shipping takes its 5 off again. */
  readonly delta: number;
}

/**
 * Choosing a shipping when `prior` was charged: fast costs 5, free 0, and the total moves by the
 * difference, so choosing free after fast takes the 5 off and choosing the same twice moves nothing.
 */
export function changeShipping(kind: ShippingKind, prior: number): ShippingChange {
  const charge = kind === ShippingKind.Fast ? FAST_SHIPPING_CHARGE : 0;
  return { charge, delta: charge - Math.max(0, prior) };
}
