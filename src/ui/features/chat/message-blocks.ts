/**
 * How many messages the conversation lays out, paints and hit-tests as one unit. The browser skips
 * a block out of view (`content-visibility: auto`, chat.css) at the cost of one visibility check
 * per block per frame: with a check per message, a conversation of 5,000 messages spent most of
 * each scrolled frame checking messages and laying the whole list out again as they came into
 * view one by one. A block of 50 is a few screens tall, so one comes into view every second or
 * so of a brisk scroll, and laying it out is a small part of a frame.
 */
export const MESSAGES_PER_BLOCK = 50;

/** One block of consecutive messages; its key stays the same while the conversation grows. */
export interface MessageBlock<M> {
  readonly key: number;
  readonly messages: readonly M[];
}

/**
 * The messages cut into blocks of `size`, oldest first, counted from the message `anchorIndex`
 * (the first message of block 0). Older pages put before the anchor make blocks of negative keys
 * and a new message joins the last block, so neither changes the blocks already drawn: their
 * messages are not drawn again. Every message is in exactly one block, in order.
 */
export function messageBlocks<M>(
  messages: readonly M[],
  anchorIndex: number,
  size: number = MESSAGES_PER_BLOCK,
): readonly MessageBlock<M>[] {
  const blocks: MessageBlock<M>[] = [];
  let current: M[] = [];
  let currentKey = Number.NaN;
  messages.forEach((message, index) => {
    const key = Math.floor((index - anchorIndex) / size);
    if (key !== currentKey) {
      if (current.length > 0) blocks.push({ key: currentKey, messages: current });
      current = [];
      currentKey = key;
    }
    current.push(message);
  });
  if (current.length > 0) blocks.push({ key: currentKey, messages: current });
  return blocks;
}

/** True when two lists hold the same messages, the same objects in the same order. */
export function sameMessages<M>(a: readonly M[], b: readonly M[]): boolean {
  return a.length === b.length && a.every((message, i) => message === b[i]);
}
