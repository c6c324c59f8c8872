/** A line of the demo cart: one product in one colour and size. */
export interface DemoCartLine {
  /** The line's own id (the first product id, colour and size that made it). */
  readonly id: string;
  readonly productId: number;
  readonly name: string;
  readonly image: string;
  readonly color: string;
  readonly size: string;
  /** The price of one, after the product's own offer. */
  readonly price: number;
  readonly quantity: number;
}

/** The id a line of this product, colour and size has. */
export const lineId = (productId: number, color: string, size: string): string =>
  `${productId}-${color}-${size}`;

/** Whether two lines hold the same product in the same colour and size. */
export const sameItem = (a: DemoCartLine, b: Pick<DemoCartLine, 'productId' | 'color' | 'size'>): boolean =>
  a.productId === b.productId && a.color === b.color && a.size === b.size;

/**
 * The cart with `line` added: an identical item (product, colour, size) already in it gets the
 * quantity added; anything else is a new line at the end.
 */
export function addLine(lines: readonly DemoCartLine[], line: DemoCartLine): DemoCartLine[] {
  const index = lines.findIndex((existing) => sameItem(existing, line));
  if (index < 0) return [...lines, line];
  return lines.map((existing, at) =>
    at === index ? { ...existing, quantity: existing.quantity + line.quantity } : existing,
  );
}

export const removeLine = (lines: readonly DemoCartLine[], id: string): DemoCartLine[] =>
  lines.filter((line) => line.id !== id);

/** The sum of price times quantity. */
export const subtotalOf = (lines: readonly DemoCartLine[]): number =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

export interface QuantityUpdate {
  readonly lines: DemoCartLine[];
  readonly oldSubtotal: number;
  readonly subtotal: number;
}

/** A line's quantity set (at least 1), with the subtotals before and after. */
export function updateQuantity(lines: readonly DemoCartLine[], id: string, quantity: number): QuantityUpdate {
  const next = lines.map((line) =>
    line.id === id ? { ...line, quantity: Math.max(1, Math.floor(quantity)) } : line,
  );
  return { lines: next, oldSubtotal: subtotalOf(lines), subtotal: subtotalOf(next) };
}

/** The number of pieces in the cart. */
export const pieceCount = (lines: readonly DemoCartLine[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
