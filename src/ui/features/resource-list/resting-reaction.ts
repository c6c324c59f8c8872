import { reaction } from 'mobx';

/**
 * Runs `effect` with the value of `expression` once it has rested for `restMs`: every change
 * restarts the wait, so a burst of changes (a word being typed) gives one effect, with the last
 * value. MobX's own `delay` throttles instead, firing every `restMs` while the changes go on.
 * Answers the disposer, which also drops a pending effect.
 */
export function restingReaction<T>(
  expression: () => T,
  effect: (value: T) => void,
  restMs: number,
  equals: (a: T, b: T) => boolean,
): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const stop = reaction(
    expression,
    (value) => {
      clearTimeout(pending);
      pending = setTimeout(() => effect(value), restMs);
    },
    { equals },
  );
  return () => {
    stop();
    clearTimeout(pending);
  };
}
