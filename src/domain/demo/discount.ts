/** The demo shop's discount codes; any other code gives nothing. */
export const DiscountCode = {
  Berry50: 'BERRY50',
  Flat05: 'FLAT05',
  Sub150: 'SUB150',
  UpTo200: 'UPTO200',
} as const;

export type DiscountCode = (typeof DiscountCode)[keyof typeof DiscountCode];

/** A whole amount drawn evenly from 1 to `upper` (at least 1), with `random` in [0, 1). */
const drawUpTo = (upper: number, random: number): number =>
  1 + Math.floor(random * Math.max(1, Math.floor(upper)));

/**
 * What a code takes off a cart of `total`: BERRY50 a random 1 to 49, UPTO200 a random 1 to 199,
 * FLAT05 5 and SUB150 150, never more than the total; nothing for an empty cart or another code.
 * `random` is a number in [0, 1) the caller draws (the domain holds no randomness).
 */
export function discountAmount(code: string, total: number, random: number): number {
  if (!(total > 0)) return 0;
  const amount = amountOf(code.trim().toUpperCase(), total, random);
  return Math.min(amount, total);
}

function amountOf(code: string, total: number, random: number): number {
  switch (code) {
    case DiscountCode.Berry50:
      return drawUpTo(Math.min(total, 49), random);
    case DiscountCode.Flat05:
      return 5;
    case DiscountCode.Sub150:
      return 150;
    case DiscountCode.UpTo200:
      return drawUpTo(Math.min(total, 199), random);
    default:
      return 0;
  }
}
