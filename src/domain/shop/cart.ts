/** One item of the pharmacy cart: which catalogue item, how many. */
export interface CartLine {
  readonly itemId: number;
  readonly quantity: number;
}

/** The most pieces of one item an order may hold: a pharmacy, not a wholesaler. */
export const MAX_LINE_QUANTITY = 20;
/** The most different items one order may hold. */
export const MAX_CART_LINES = 30;

/** The delivery fee and the subtotal from which delivery is free, in IQD (app preferences). */
export interface DeliveryRule {
  readonly deliveryFee: number;
  readonly freeDeliveryFrom: number;
}

export interface PricedLine extends CartLine {
  readonly unitPrice: number;
  readonly lineTotal: number;
}

/** A cart's prices, all in whole IQD. */
export interface CartPrice {
  readonly lines: readonly PricedLine[];
  readonly subtotal: number;
  readonly deliveryFee: number;
  readonly total: number;
  /** Items the catalogue has no price for any more: left out of the totals. */
  readonly missing: readonly number[];
}

const clamp = (quantity: number): number => Math.min(Math.max(Math.trunc(quantity), 0), MAX_LINE_QUANTITY);

/** Adds `quantity` pieces of an item: merged into its line, at most `MAX_LINE_QUANTITY`. */
export function addToCart(lines: readonly CartLine[], itemId: number, quantity = 1): CartLine[] {
  if (lines.some((l) => l.itemId === itemId)) {
    return lines.map((l) => (l.itemId === itemId ? { itemId, quantity: clamp(l.quantity + quantity) } : l));
  }
  if (lines.length >= MAX_CART_LINES || clamp(quantity) === 0) return [...lines];
  return [...lines, { itemId, quantity: clamp(quantity) }];
}

/** Sets an item's quantity: zero or less removes it; an item not in the cart is not added. */
export function setQuantity(lines: readonly CartLine[], itemId: number, quantity: number): CartLine[] {
  if (quantity <= 0) return removeFromCart(lines, itemId);
  return lines.map((l) => (l.itemId === itemId ? { itemId, quantity: clamp(quantity) } : l));
}

export function removeFromCart(lines: readonly CartLine[], itemId: number): CartLine[] {
  return lines.filter((l) => l.itemId !== itemId);
}

/** How many pieces the cart holds (the header's badge). */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/**
 * The one rule of prices: each line is quantity × unit price, the subtotal their sum, and the
 * delivery fee is added to a non-empty cart whose subtotal is below `freeDeliveryFrom`. The site
 * shows it and the server charges it, so the two never disagree. `priceOf` gives an item's unit
 * price, or undefined for an item the catalogue no longer sells (named in `missing`).
 */
export function priceCart(
  lines: readonly CartLine[],
  priceOf: (itemId: number) => number | undefined,
  rule: DeliveryRule,
): CartPrice {
  const priced: PricedLine[] = [];
  const missing: number[] = [];
  for (const line of lines) {
    const unitPrice = priceOf(line.itemId);
    if (unitPrice === undefined) missing.push(line.itemId);
    else priced.push({ ...line, unitPrice, lineTotal: line.quantity * unitPrice });
  }
  const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const deliveryFee = priced.length === 0 || subtotal >= rule.freeDeliveryFrom ? 0 : rule.deliveryFee;
  return { lines: priced, subtotal, deliveryFee, total: subtotal + deliveryFee, missing };
}

const isItemId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * A cart read back from storage (another version of the site, or a hand, may have written it):
 * what is not a line is dropped, repeats are merged, quantities are clamped. Never throws.
 */
export function parseCart(text: string | null): CartLine[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let lines: CartLine[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { itemId, quantity } = entry as { itemId?: unknown; quantity?: unknown };
    if (!isItemId(itemId) || !Number.isSafeInteger(quantity) || (quantity as number) <= 0) continue;
    lines = addToCart(lines, itemId, quantity as number);
  }
  return lines;
}
