/** What merging needs of a message: its id and when it was sent (epoch ms). */
export interface TimedMessage {
  readonly id: string;
  readonly sentAt: number;
}

/**
 * The messages of a chat once `incoming` arrived (a re-read of the newest, an older page, a sent
 * message): each id once, the copy already held kept, in the order they were sent; messages of
 * the same instant keep the order they were first seen in. `held` itself when nothing is new.
 */
export function mergeMessages<M extends TimedMessage>(
  held: readonly M[],
  incoming: readonly M[],
): readonly M[] {
  const ids = new Set(held.map((message) => message.id));
  const added: M[] = [];
  for (const message of incoming) {
    if (ids.has(message.id)) continue;
    ids.add(message.id);
    added.push(message);
  }
  if (added.length === 0) return held;
  // Array.prototype.sort is stable: equal times keep the order of `held`, then of `incoming`.
  return [...held, ...added].sort((a, b) => a.sentAt - b.sentAt);
}
