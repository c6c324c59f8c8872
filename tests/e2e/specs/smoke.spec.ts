import { expect, test } from '@playwright/test';

test('the staff dashboard loads in the browser', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(errors).toEqual([]);
});

test('the patient site loads under /site/', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/site/');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(errors).toEqual([]);
});
