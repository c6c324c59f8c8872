/**
 * The phone numbers currently online: patients with an open /HaremHub connection (counted, so a
 * second tab does not go offline when the first one closes), plus numbers marked online from
 * outside the hubs (another replica, a test). The list is sorted so equal sets compare equal.
 */
export class PhonePresence {
  readonly #connected = new Map<string, number>();
  #external: ReadonlySet<string> = new Set();

  /** A connection of `phoneNumber` opened; true when the online list changed. */
  connect(phoneNumber: string): boolean {
    const before = this.#isOnline(phoneNumber);
    this.#connected.set(phoneNumber, (this.#connected.get(phoneNumber) ?? 0) + 1);
    return !before;
  }

  /** A connection of `phoneNumber` closed; true when the online list changed. */
  disconnect(phoneNumber: string): boolean {
    const count = this.#connected.get(phoneNumber) ?? 0;
    if (count <= 1) this.#connected.delete(phoneNumber);
    else this.#connected.set(phoneNumber, count - 1);
    return count > 0 && !this.#isOnline(phoneNumber);
  }

  /** Replaces the numbers marked online from outside; true when the online list changed. */
  setExternal(phoneNumbers: readonly string[]): boolean {
    const before = this.list();
    this.#external = new Set(phoneNumbers);
    const after = this.list();
    return before.length !== after.length || before.some((n, i) => n !== after[i]);
  }

  /** The numbers of the patients connected to this process, sorted (what other replicas are told). */
  local(): string[] {
    return [...this.#connected.keys()].sort();
  }

  list(): string[] {
    return [...new Set([...this.#connected.keys(), ...this.#external])].sort();
  }

  #isOnline(phoneNumber: string): boolean {
    return this.#connected.has(phoneNumber) || this.#external.has(phoneNumber);
  }
}
