/**
 * A small seeded pseudo-random generator (sfc32, seeded through cyrb128): the same seed gives the
 * same sequence on every machine, which is what makes the demo data reproducible. Not for secrets.
 */
export class Prng {
  readonly seed: string;
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: string) {
    this.seed = seed;
    [this.#a, this.#b, this.#c, this.#d] = cyrb128(seed);
    // The first outputs of sfc32 still show the seed's structure; discard them.
    for (let i = 0; i < 15; i++) this.next();
  }

  /** An independent generator for one part of the data, so adding rows elsewhere changes nothing here. */
  fork(label: string): Prng {
    return new Prng(`${this.seed}/${label}`);
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /**
   * One of the values, with probability proportional to its weight. The running sums of a list are
   * kept (the lists are constants drawn from thousands of times), and the draw is a binary search.
   */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let sums = cumulative.get(entries);
    if (sums === undefined) {
      let total = 0;
      sums = entries.map(([, weight]) => (total += weight));
      cumulative.set(entries, sums);
    }
    const total = sums[sums.length - 1];
    if (total === undefined) throw new Error('weighted pick from an empty list');
    const roll = this.next() * total;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sums[middle] ?? total) > roll) high = middle;
      else low = middle + 1;
    }
    return (entries[low] as readonly [T, number])[0];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `n` distinct items (all of them when `n` is larger). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, n));
  }

  /** `length` lowercase hexadecimal digits. */
  hex(length: number): string {
    let out = '';
    while (out.length < length)
      out += Math.floor(this.next() * 65_536)
        .toString(16)
        .padStart(4, '0');
    return out.slice(0, length);
  }

  /** A version-4-shaped UUID made of this generator's bits. */
  uuid(): string {
    const h = this.hex(32).split('');
    h[12] = '4';
    h[16] = '89ab'[parseInt(h[16] ?? '0', 16) & 3] ?? '8';
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

/** Running sums of weight lists, by list. */
const cumulative = new WeakMap<readonly (readonly [unknown, number])[], number[]>();

/** cyrb128: four 32-bit seeds from a string. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1_779_033_703;
  let h2 = 3_144_134_277;
  let h3 = 1_013_904_242;
  let h4 = 2_773_480_762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597_399_067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2_869_860_233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951_274_213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2_716_044_179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597_399_067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2_869_860_233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951_274_213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2_716_044_179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
