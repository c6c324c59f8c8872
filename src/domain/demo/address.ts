export interface DemoAddress {
  readonly id: string;
  readonly name: string;
  readonly destination: 'home' | 'office';
  readonly building: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly post: string;
  readonly phone: string;
  readonly isDefault: boolean;
}

/**
 * The address book with `address` added or replaced (by id). At most one address is the default:
 * a new default takes the flag from the others.
 */
export function saveAddress(book: readonly DemoAddress[], address: DemoAddress): DemoAddress[] {
  const others = book
    .filter((existing) => existing.id !== address.id)
    .map((existing) =>
      address.isDefault && existing.isDefault ? { ...existing, isDefault: false } : existing,
    );
  const at = book.findIndex((existing) => existing.id === address.id);
  if (at < 0) return [...others, address];
  return [...others.slice(0, at), address, ...others.slice(at)];
}
