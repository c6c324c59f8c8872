/** 1 KB = 1,024 bytes, as Chromium's DevTools and Lighthouse count transfer sizes. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** Whole milliseconds; '-' when there was nothing to measure. */
export const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(0) : '-');

/** The verdict column: a failure is shouted, so it cannot be missed in a long log. */
export const verdict = (pass: boolean): string => (pass ? 'pass' : 'FAIL <<<');

/** A plain-text table; columns after the first are right-aligned (they hold figures). */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The closing banner: every missed budget on one screen, or one line saying none was. */
export function budgetSummary(failures: readonly string[]): string {
  if (failures.length === 0) return 'BROWSER BUDGETS: all met.';
  const bar = '!'.repeat(72);
  return [
    bar,
    `BROWSER BUDGETS: ${failures.length} FAILED (printed, not thrown: the suite reports)`,
    ...failures.map((failure) => `  FAIL  ${failure}`),
    bar,
  ].join('\n');
}
