/** The longest a task waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 1000;

/** Where idle callbacks are missing, a slice of work gets this long before it yields. */
const SLICE_MS = 8;

/**
 * Runs `task` when the browser is idle (within a second at most), or in a task of its own where
 * idle callbacks are missing: work that can wait, kept out of the frames that draw.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

/**
 * Runs `step` in the browser's idle periods until it answers `true` (done): as many steps as a
 * period has time for, and at least one per period, so work of any length makes progress without
 * ever holding the main thread for long. Where idle callbacks are missing, a period is a short
 * task of its own.
 */
export function stepWhenIdle(step: () => boolean): void {
  const run = (hasTime: () => boolean): void => {
    let done = step();
    while (!done && hasTime()) done = step();
    if (!done) next();
  };
  const next = (): void => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback((deadline) => run(() => deadline.timeRemaining() > 1), {
        timeout: IDLE_TIMEOUT_MS,
      });
    } else {
      setTimeout(() => {
        const end = performance.now() + SLICE_MS;
        run(() => performance.now() < end);
      }, 0);
    }
  };
  next();
}

/**
 * Runs `task` once the page has loaded (its `load` event) and then the browser is idle: work that
 * no first paint needs, such as opening the live link, kept out of the page's first load. The
 * returned function cancels a task not yet run.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => whenIdle(() => cancelled || task());
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}
