import type { ChatHistoryRow } from './chat-history-row';

/**
 * Sets `isOnline` on every row: a row is online iff its phone number is in the presence list the
 * phone hub sent. Numbers are compared exactly, as strings, with no normalisation: the hub and the
 * history come from the same backend and carry the same spelling, and guessing at country codes or
 * spaces could mark the wrong patient online.
 *
 * Linear: the list becomes a Set once (a Set passed in is used as is), then one lookup per row.
 * Rows whose flag is already right are kept as they are, and when no row changes the input
 * array itself comes back. A changed row is rebuilt field by field rather than spread: over a
 * long history that is several times cheaper, and a row has exactly these five fields.
 */
export function applyPresence(
  rows: readonly ChatHistoryRow[],
  onlinePhoneNumbers: ReadonlySet<string> | Iterable<string>,
): readonly ChatHistoryRow[] {
  const online: ReadonlySet<string> =
    onlinePhoneNumbers instanceof Set ? onlinePhoneNumbers : new Set(onlinePhoneNumbers);
  let next: ChatHistoryRow[] | undefined;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as ChatHistoryRow;
    const isOnline = online.has(row.phoneNumber);
    if (row.isOnline === isOnline) continue;
    next ??= rows.slice();
    // Every other field of the row is kept as it is (its last message among them).
    next[i] = { ...row, isOnline };
  }
  return next ?? rows;
}
