/** How long to wait where no frame will be reported: a hidden tab paints none. */
export const NO_PAINT_WAIT_MS = 200;

/**
 * Settles once the page's first contentful frame is on screen (the browser's
 * `first-contentful-paint` entry), in a task of its own. Work started then (the container's chunk,
 * the screens' data calls) never competes with the first paint. A hidden tab paints no frames:
 * there it settles after a short wait; a browser without paint timing settles after the next
 * frame.
 */
export function afterFirstPaint(win: Window & typeof globalThis = window): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => win.setTimeout(resolve, 0);
    win.setTimeout(resolve, NO_PAINT_WAIT_MS);
    const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
    if (Observer === undefined || !(Observer.supportedEntryTypes ?? []).includes('paint')) {
      win.requestAnimationFrame(settle);
      return;
    }
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      settle();
    });
    // `buffered`: a paint that happened before this call counts.
    observer.observe({ type: 'paint', buffered: true });
  });
}
