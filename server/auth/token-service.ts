import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_SECONDS, TokenKind } from './token-kind';

const ISSUER = 'harem-care';
const ALGORITHM = 'HS256';
const KINDS: ReadonlySet<string> = new Set(Object.values(TokenKind));

/** What a valid token says. */
export interface TokenClaims {
  readonly kind: TokenKind;
  /** The user: a staff user id or an app-user id. */
  readonly subject: string;
  /** This token's id (`jti`). */
  readonly tokenId: string;
  /** The login session (`sid`): the tokens issued by one login share it, so a logout ends them all. */
  readonly session: string;
  /** When it expires, in ms since the epoch. */
  readonly expiresAt: number;
  /** A patient's phone number (`phone`). */
  readonly phoneNumber?: string | undefined;
}

export interface IssueOptions {
  readonly session?: string;
  readonly phoneNumber?: string;
}

/**
 * Signs and checks the server's JWTs (HS256). The signature, issuer, expiry and kind are checked
 * here; revocation is the caller's (it needs the database).
 *
 * The secret is imported as a key once: given the raw secret, the library imports it again for
 * every token, and every staff request checks one.
 */
export class TokenService {
  readonly #key: Promise<CryptoKey>;
  readonly #now: () => number;

  constructor(secret: Uint8Array, now: () => number = Date.now) {
    this.#key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    // Awaited by every use; this only keeps a refused secret from being an unhandled rejection
    // before the first.
    this.#key.catch(() => undefined);
    this.#now = now;
  }

  async issue(
    kind: TokenKind,
    subject: string,
    options: IssueOptions = {},
  ): Promise<{ token: string; claims: TokenClaims }> {
    const issuedAt = Math.floor(this.#now() / 1000);
    const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
    const tokenId = randomUUID();
    const session = options.session ?? tokenId;
    const payload: Record<string, string> = { kind, sid: session };
    if (options.phoneNumber !== undefined) payload.phone = options.phoneNumber;
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(subject)
      .setJti(tokenId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.#key);
    return {
      token,
      claims: {
        kind,
        subject,
        tokenId,
        session,
        expiresAt: expiresAt * 1000,
        phoneNumber: options.phoneNumber,
      },
    };
  }

  /** The claims of a well-signed, unexpired token of a known kind; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        currentDate: new Date(this.#now()),
        requiredClaims: ['sub', 'jti', 'exp', 'kind', 'sid'],
      });
      const { kind, sid, phone, sub, jti, exp } = payload;
      if (typeof kind !== 'string' || !KINDS.has(kind) || typeof sid !== 'string') return null;
      if (sub === undefined || jti === undefined || exp === undefined) return null;
      return {
        kind: kind as TokenKind,
        subject: sub,
        tokenId: jti,
        session: sid,
        expiresAt: exp * 1000,
        phoneNumber: typeof phone === 'string' ? phone : undefined,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
