import { hash, parseOptions, verify } from '@node-rs/argon2';

/** argon2id cost parameters (memory in KiB). */
export interface Argon2Params {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/**
 * OWASP's Password Storage Cheat Sheet, first argon2id configuration: 19 MiB of memory, 2
 * iterations, 1 degree of parallelism (about 25-50 ms per hash on one core of a current server).
 */
export const OWASP_ARGON2ID: Argon2Params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** For tests only, so a suite that logs in many times stays fast. Never used by `main.ts`. */
export const TEST_ARGON2ID: Argon2Params = { memoryCost: 1_024, timeCost: 1, parallelism: 1 };

/** Hashes and checks staff passwords with argon2id (the library's default algorithm). */
export class PasswordHasher {
  readonly #params: Argon2Params;
  #dummy: Promise<string> | undefined;

  constructor(params: Argon2Params = OWASP_ARGON2ID) {
    this.#params = params;
  }

  hash(password: string): Promise<string> {
    return hash(password, { ...this.#params });
  }

  /** False for a wrong password and for a hash that cannot be read. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time a real check would, for a user who does not exist, so the answer's timing
   * does not tell which login names exist.
   */
  async verifyNobody(password: string): Promise<false> {
    await this.verify(await this.#dummyHash(), password);
    return false;
  }

  /** Makes the dummy hash now, so the first unknown name is not slower than the rest. */
  async warmUp(): Promise<void> {
    await this.#dummyHash();
  }

  #dummyHash(): Promise<string> {
    this.#dummy ??= this.hash('a password nobody has');
    return this.#dummy;
  }

  /** True when a stored hash was made with other parameters than today's (rehash at next login). */
  needsRehash(passwordHash: string): boolean {
    try {
      const used = parseOptions(passwordHash);
      return (
        used.memoryCost !== this.#params.memoryCost ||
        used.timeCost !== this.#params.timeCost ||
        used.parallelism !== this.#params.parallelism
      );
    } catch {
      return true;
    }
  }
}
