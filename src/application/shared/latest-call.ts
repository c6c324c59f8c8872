/**
 * "Latest call wins", per state store: when a screen asks twice (page 2, then page 3), the answer
 * of the older call is dropped even if it arrives last, so the screen never shows a page it no
 * longer asked for. Keyed weakly by the store, so one use case instance serves any number of
 * screens; `slot` tells apart several calls that fill the same store (two lookups of one filter).
 */
export class LatestCall {
  private readonly tickets = new WeakMap<object, Map<string, number>>();

  /** Starts a call; the returned check is true while no newer call of the same owner and slot has started. */
  begin(owner: object, slot = ''): () => boolean {
    let slots = this.tickets.get(owner);
    if (slots === undefined) {
      slots = new Map();
      this.tickets.set(owner, slots);
    }
    const ticket = (slots.get(slot) ?? 0) + 1;
    slots.set(slot, ticket);
    const current = slots;
    return () => current.get(slot) === ticket;
  }
}
