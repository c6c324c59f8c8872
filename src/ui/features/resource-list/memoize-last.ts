/**
 * `fn` remembering its last arguments and answer: called again with the same arguments (by
 * identity), it answers the same object. View-model getters use it where a MobX computed would
 * not be cached (read outside a reaction, e.g. from an action or a test).
 */
export function memoizeLast<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A): R => {
    if (last !== null && last.args.length === args.length && last.args.every((arg, i) => arg === args[i])) {
      return last.result;
    }
    const result = fn(...args);
    last = { args, result };
    return result;
  };
}
