import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Navigation scrolls smoothly to the top on every path change. The first path is not a change: a
 * page opens at its top, and scrolling would only force a layout before the first paint.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo({ top: 0, behavior: 'smooth' });
    shown.current = pathname;
  }, [pathname]);
  return null;
}
