/**
 * Where a key moves the focus among the grid's check boxes (a roving tab stop: one box is
 * reachable by Tab, the arrows move between them). Up and Down go to the box before and after;
 * Left and Right follow the reading direction, so in a right-to-left page Left goes forward;
 * Home and End go to the first and last. The focus stops at either end. Answers the index to
 * focus, or null for a key that does not move it.
 */
export function rovingTarget(
  key: string,
  at: { readonly index: number; readonly count: number; readonly rtl: boolean },
): number | null {
  const { index, count, rtl } = at;
  if (count === 0) return null;
  const clamp = (n: number) => Math.min(count - 1, Math.max(0, n));
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowUp':
      return clamp(index - 1);
    case 'ArrowRight':
      return clamp(rtl ? index - 1 : index + 1);
    case 'ArrowLeft':
      return clamp(rtl ? index + 1 : index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
