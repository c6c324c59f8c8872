import { createHash } from 'node:crypto';

/** Who acted: a member of staff, a patient, someone not signed in, or the server itself. */
export type AuditActorKind = 'staff' | 'patient' | 'anonymous' | 'system';

/** How it ended: done, refused by a rule or by bad input, or refused for lack of permission. */
export type AuditOutcome = 'success' | 'failure' | 'denied';

/** The fields of one audit row that its hash covers, as they are stored. */
export interface ChainedFields {
  readonly at: Date;
  readonly actorKind: string;
  readonly staffUserId: string | null;
  readonly userName: string;
  readonly action: string;
  readonly area: string | null;
  readonly entity: string;
  readonly entityId: string | null;
  readonly outcome: string;
  readonly ip: string;
  readonly reason: string | null;
  readonly beforeJson: string | null;
  readonly afterJson: string | null;
}

/**
 * The hash of a row: SHA-256 (hex) over the previous row's hash and every stored field, written
 * as one JSON array so no two different rows can give the same text. Any change to a field, or a
 * row removed or inserted behind the API, gives a different hash from that row on.
 */
export function auditHash(prevHash: string, row: ChainedFields): string {
  const text = JSON.stringify([
    prevHash,
    row.at.toISOString(),
    row.actorKind,
    row.staffUserId,
    row.userName,
    row.action,
    row.area,
    row.entity,
    row.entityId,
    row.outcome,
    row.ip,
    row.reason,
    row.beforeJson,
    row.afterJson,
  ]);
  return createHash('sha256').update(text).digest('hex');
}

/** A stored row as the verifier reads it. */
export interface StoredAuditRow extends ChainedFields {
  readonly id: number;
  readonly prevHash: string;
  readonly hash: string;
}

/** What the verifier found. */
export interface ChainReport {
  /** Rows checked as part of the chain. */
  readonly checked: number;
  /** Rows from before the chain began (empty hashes, all before the first chained row). */
  readonly unchained: number;
  /** The first row whose link or hash is wrong, and why; null when the chain holds. */
  readonly broken: { readonly id: number; readonly why: string } | null;
  /** The hash of the last chained row ('' when none): noted with a backup, it shows a cut end. */
  readonly lastHash: string;
}

/**
 * Walks the rows in id order. Leading rows without a hash predate the chain; from the first
 * hashed row on, each row must name the previous row's hash and hash to its own.
 */
export function verifyChain(rows: Iterable<StoredAuditRow>, state = newVerifier()): ChainVerifier {
  for (const row of rows) {
    if (state.broken !== null) break;
    if (state.checked === 0 && row.hash === '' && row.prevHash === '') {
      state.unchained++;
      continue;
    }
    // The first chained row starts from nothing; each later one names the hash of the row before.
    const expectedPrev = state.checked === 0 ? '' : state.lastHash;
    if (row.prevHash !== expectedPrev) {
      state.broken = { id: row.id, why: 'it does not follow the row before it (a row was removed or added)' };
    } else if (auditHash(row.prevHash, row) !== row.hash) {
      state.broken = { id: row.id, why: 'its content does not match its hash (it was changed)' };
    }
    state.lastHash = row.hash;
    state.checked++;
  }
  return state;
}

/** The verifier's running state, so rows can be fed in pages. */
export interface ChainVerifier {
  checked: number;
  unchained: number;
  lastHash: string;
  broken: ChainReport['broken'];
}

export const newVerifier = (): ChainVerifier => ({ checked: 0, unchained: 0, lastHash: '', broken: null });
