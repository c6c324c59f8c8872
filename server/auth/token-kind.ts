/** What a token opens (docs/api-extensions.md, "Tokens"). */
export const TokenKind = {
  /** The dashboard's bearer token: the login answer's `serviceToken` and `accessToken`. */
  Staff: 'staff',
  /** The login answer's `chatToken`: opens the hubs, nothing else. */
  Chat: 'chat',
  /** A patient's token, for the patient site's calls and /HaremHub. */
  Patient: 'patient',
} as const;

export type TokenKind = (typeof TokenKind)[keyof typeof TokenKind];

/** The spec's session timeout: one day. Every token expires then. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
