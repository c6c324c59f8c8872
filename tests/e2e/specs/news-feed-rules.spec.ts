import { expect, test, type Locator, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { Accounts } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { liveLinkUp } from '../support/live-link';
import { screenshot } from '../support/screenshot';
import { translationsOf } from '../support/translations';

test.use({ storageState: Accounts.admin.storageState });

const RULES = '/dashboard/posts';

/**
 * The seeded rule each run changes and the kind it changes, kept apart per language so the runs
 * may go side by side: "Video of the day" selects eight videos, "Instructions digest" six
 * instructions; "Center of the week" is the live test's.
 */
const RUNS = {
  en: { rule: 'Video of the day', kind: 'videos' },
  ar: { rule: 'Instructions digest', kind: 'instructions' },
} as const;
const LIVE_RULE = 'Center of the week';

/** The text of a translated string with its placeholders filled. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? '');

async function open(page: Page): Promise<void> {
  await page.goto(RULES);
  await expect(page.locator('#news-feed-rule')).toBeVisible({ timeout: 30_000 });
}

/** Chooses a rule and the tab of a kind; answers the kind's check boxes. */
async function show(page: Page, t: (key: string) => string, rule: string, kind: string): Promise<Locator> {
  await page.getByRole('combobox', { name: t('newsFeedRules.rule') }).selectOption({ label: rule });
  await page.getByRole('tab', { name: new RegExp(t(`newsFeedRules.kinds.${kind}`)) }).click();
  const boxes = page.getByRole('group', { name: t(`newsFeedRules.kinds.${kind}`) }).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  return boxes;
}

/** The names of the ticked (or unticked) boxes, in order. */
const names = (boxes: Locator, ticked: boolean) =>
  boxes.evaluateAll(
    (inputs, on) =>
      (inputs as HTMLInputElement[])
        .filter((input) => input.checked === on)
        .map((input) => input.closest('label')?.textContent?.trim() ?? ''),
    ticked,
  );

for (const language of ['en', 'ar'] as const) {
  test(`an administrator changes what a rule selects, checks the changes, saves, and finds them after a reload (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = await translationsOf(request, language);
    const { rule, kind } = RUNS[language];
    await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }]);
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const boxes = await show(page, t, rule, kind);

    const ticked = await names(boxes, true);
    const unticked = await names(boxes, false);
    expect(ticked.length).toBeGreaterThan(1);
    expect(unticked.length).toBeGreaterThan(0);
    const dropped = ticked[0] as string;
    const taken = unticked[0] as string;

    // Untick one with the mouse; tick another by keyboard: filter by its name, Tab to it, Space.
    await page.getByRole('checkbox', { name: dropped, exact: true }).locator('xpath=..').click();
    const filter = page.getByRole('searchbox', {
      name: fill(t('newsFeedRules.filter'), { kind: t(`newsFeedRules.kinds.${kind}`) }),
    });
    await filter.fill(taken);
    await expect(boxes).toHaveCount(1);
    await filter.press('Tab');
    await expect(page.getByRole('checkbox', { name: taken, exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: taken, exact: true })).toBeChecked();
    await filter.fill('');

    // What changes is listed, and the rule cannot be switched until it is saved or discarded.
    const line = (name: string) =>
      fill(t('newsFeedRules.line'), { kind: t(`newsFeedRules.kind.${kind}`), name });
    const figure = (n: number) => new Intl.NumberFormat(language === 'ar' ? 'ar-IQ' : 'en').format(n);
    const added = page.getByRole('list', { name: fill(t('newsFeedRules.addedTitle'), { n: figure(1) }) });
    const removed = page.getByRole('list', { name: fill(t('newsFeedRules.removedTitle'), { n: figure(1) }) });
    await expect(added.first()).toHaveText(line(taken));
    await expect(removed.first()).toHaveText(line(dropped));
    await expect(page.getByRole('combobox', { name: t('newsFeedRules.rule') })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // Save asks first, with the same two lines; Cancel keeps everything, Save saves.
    await page.getByRole('button', { name: t('newsFeedRules.save'), exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(line(taken));
    await expect(dialog).toContainText(line(dropped));
    await dialog.getByRole('button', { name: t('common.cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(added.first()).toHaveText(line(taken));
    await page.getByRole('button', { name: t('newsFeedRules.save'), exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('newsFeedRules.confirmSave') })
      .click();
    await expect(page.getByTestId('news-feed-rules-live')).toHaveText(
      fill(t('newsFeedRules.saved'), { rule, n: figure(2) }),
    );
    await expect(added).toHaveCount(0);

    // Read again from the server: the new selection is kept.
    await page.reload();
    await expect(page.locator('#news-feed-rule')).toBeVisible({ timeout: 30_000 });
    const again = await show(page, t, rule, kind);
    const now = await names(again, true);
    expect(now).toContain(taken);
    expect(now).not.toContain(dropped);
    expect(now).toHaveLength(ticked.length);
  });
}

test('a save in another browser shows at once on an open rule', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const t = await translationsOf(request, 'en');
  const context = await browser.newContext({ storageState: Accounts.admin.storageState });
  try {
    const [watcher, writer] = [await context.newPage(), await context.newPage()];
    await open(watcher);
    await open(writer);
    await liveLinkUp(watcher);
    await show(watcher, t, LIVE_RULE, 'centers');
    const boxes = await show(writer, t, LIVE_RULE, 'centers');
    const [first] = await names(boxes, false);
    expect(first).toBeDefined();
    await writer.getByRole('checkbox', { name: first!, exact: true }).locator('xpath=..').click();
    await writer.getByRole('button', { name: t('newsFeedRules.save'), exact: true }).click();
    await writer
      .getByRole('alertdialog')
      .getByRole('button', { name: t('newsFeedRules.confirmSave') })
      .click();
    await expect(writer.getByTestId('news-feed-rules-live')).not.toBeEmpty();
    // The other page ticks it without a reload.
    await expect(watcher.getByRole('checkbox', { name: first!, exact: true })).toBeChecked();
  } finally {
    await context.close();
  }
});

test.describe('reception', () => {
  test.use({ storageState: Accounts.reception.storageState });

  test('is told access is denied', async ({ page }) => {
    await page.goto(RULES);
    await expect(page.getByText('Access denied')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#news-feed-rule')).toHaveCount(0);
  });
});

test('a failed read says so and Retry reads again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/NewsFeedGenerationRules/GetVideosForPostGeneration', (route) =>
    fail ? route.abort() : route.continue(),
  );
  await page.goto(RULES);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  fail = false;
  await retry.click();
  await expect(page.locator('#news-feed-rule')).toBeVisible();
});

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  for (const language of ['en', 'ku', 'ar'] as const) {
    for (const dark of language === 'ku' ? [false] : [false, true]) {
      test(`screenshot ${width} ${language} ${dark ? 'dark' : 'light'}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await open(page);
        const shell = new ShellPage(page);
        if (language !== 'en') await shell.chooseLanguage(language);
        await shell.setDark(dark);
        await page.getByRole('checkbox').first().locator('xpath=..').click();
        // Nothing is wider than the screen: the tabs wrap and the lists scroll in their own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `news-feed-rules-${width}-${language}-${dark ? 'dark' : 'light'}`);
      });
    }
  }
}
