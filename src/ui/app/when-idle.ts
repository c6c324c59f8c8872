/** The longest a task waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` when the browser is idle (within a second at most), or in a task of its own where
 * idle callbacks are missing: work that can wait, kept out of the frames that draw.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}
