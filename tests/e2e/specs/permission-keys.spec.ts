import { expect, test, type Page } from '@playwright/test';
import { Accounts } from '../support/accounts';
import { translationsOf } from '../support/translations';

test.use({ storageState: Accounts.admin.storageState });

/** The grid's check boxes, in reading order. */
const boxes = (page: Page) => page.locator('.permission-grid input[type="checkbox"]');

/** The index among the grid's boxes of the focused element; -1 when the focus is elsewhere. */
const focusedBox = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.permission-grid input[type="checkbox"]')].indexOf(
      document.activeElement as Element,
    ),
  );

for (const language of ['en', 'ar'] as const) {
  test(`the arrow keys move between the grid's check boxes and Space ticks one (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = await translationsOf(request, language);
    const rtl = language === 'ar';
    await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }]);
    await page.goto('/dashboard/permission');
    await expect(boxes(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    const count = await boxes(page).count();
    expect(count).toBeGreaterThan(3);

    // One tab stop: from the scrolling region, Tab reaches the first box, and Tab again leaves the grid.
    await page.locator('.permission-grid-scroll').focus();
    await page.keyboard.press('Tab');
    expect(await focusedBox(page)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await focusedBox(page)).toBe(-1);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedBox(page)).toBe(0);

    // Down and the reading direction's "forward" arrow go on; Up and "back" return; Home and End.
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press('ArrowDown');
    expect(await focusedBox(page)).toBe(1);
    await page.keyboard.press(forward);
    expect(await focusedBox(page)).toBe(2);
    await page.keyboard.press(back);
    expect(await focusedBox(page)).toBe(1);
    await page.keyboard.press('ArrowUp');
    expect(await focusedBox(page)).toBe(0);
    await page.keyboard.press('ArrowUp');
    expect(await focusedBox(page)).toBe(0);
    await page.keyboard.press('End');
    expect(await focusedBox(page)).toBe(count - 1);
    await page.keyboard.press('Home');
    expect(await focusedBox(page)).toBe(0);

    // The last box focused is the grid's tab stop when the user comes back with Tab.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedBox(page)).toBe(2);

    // Space ticks or unticks the focused box, and the change is listed; Discard puts it back.
    const box = boxes(page).nth(2);
    const was = await box.isChecked();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked({ checked: !was });
    await expect(page.locator('.permission-summary')).toBeVisible();
    await page.getByRole('button', { name: t('permissionGrid.discard') }).click();
    await expect(box).toBeChecked({ checked: was });
  });
}
