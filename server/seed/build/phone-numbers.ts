import type { Prng } from '../random/prng';

/**
 * Mobile prefixes of the Iraqi operators as used in the Kurdistan Region (Korek 750/751, Asiacell
 * 770/771/772, Zain 780/781/790), weighted by how often one meets them there.
 */
const PREFIXES: readonly (readonly [string, number])[] = [
  ['750', 34],
  ['751', 10],
  ['770', 24],
  ['771', 8],
  ['772', 3],
  ['780', 12],
  ['781', 4],
  ['790', 5],
];

/** Draws distinct Iraqi mobile numbers in E.164 (`+9647501234567`). */
export class PhoneNumbers {
  readonly #prng: Prng;
  readonly #used = new Set<string>();

  constructor(prng: Prng, reserved: Iterable<string> = []) {
    this.#prng = prng;
    for (const number of reserved) this.#used.add(number);
  }

  next(): string {
    for (;;) {
      const number = `+964${this.#prng.weighted(PREFIXES)}${String(this.#prng.int(0, 9_999_999)).padStart(7, '0')}`;
      if (!this.#used.has(number)) {
        this.#used.add(number);
        return number;
      }
    }
  }
}
