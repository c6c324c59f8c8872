import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical violations on the whole page, one line each: rule, impact, the
 * elements, so a failure names what the owners must fix. Nothing is excluded.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are collected: the passes are not read, and skipping them halves the run.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
