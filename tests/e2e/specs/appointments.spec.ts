import { expect, test } from '@playwright/test';
import { BoardPage } from '../pages/board-page';
import { Accounts } from '../support/accounts';
import { liveLinkUp } from '../support/live-link';

/*
 * The reception's board against the real server and its demo day. The tests change the same
 * day's appointments, so they run one after another.
 */
// A day of rows on two busy cores, and two browsers in one test: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The reception works the hospital's day: its browser keeps Baghdad time, as the demo network's
// day does. In a browser on UTC, from 21:00 to midnight "today" was already the network's
// yesterday, whose appointments are nearly all seen, and no assigned row was left to change.
test.use({ storageState: Accounts.reception.storageState, timezoneId: 'Asia/Baghdad' });

const ASSIGNED = 2;
const WAITING = 3;
const SEEN = 4;
const CANCELLED_BY_PATIENT = 5;

test('reception filters by a doctor, marks an appointment waiting then seen, and the counters follow', async ({
  page,
}) => {
  const board = new BoardPage(page);
  await board.gotoBusyDay();
  // Reception does not hold the app preferences area, and its tab still says the hospital's name
  // (another test may add a stamp after it for a moment).
  await expect(page).toHaveTitle(/^Harem Care/);
  const first = board.inState(ASSIGNED).first();
  const id = (await first.getAttribute('data-id')) ?? '';
  const doctor = (await first.locator('td').nth(3).innerText()).trim();
  await board.doctor.selectOption({ label: doctor });
  await expect(page).toHaveURL((url) => url.searchParams.get('doctor') !== null);
  await expect(board.rows.locator('td:nth-child(4)').filter({ hasNotText: doctor })).toHaveCount(0);

  const before = {
    assigned: await board.count('assigned'),
    waiting: await board.count('waiting'),
    seen: await board.count('seen'),
  };
  await board.change(id, 'waiting');
  await expect(board.row(id)).toHaveAttribute('data-state', String(WAITING));
  await expect.poll(() => board.count('waiting')).toBe(before.waiting + 1);
  expect(await board.count('assigned')).toBe(before.assigned - 1);

  await board.change(id, 'seen');
  await expect(board.row(id)).toHaveAttribute('data-state', String(SEEN));
  await expect.poll(() => board.count('seen')).toBe(before.seen + 1);
  expect(await board.count('waiting')).toBe(before.waiting);
  // Seen is final: the row offers no change any more.
  await expect(board.row(id).getByTestId('board-row-actions')).toHaveCount(0);
});

test('a second browser sees a change live, without a reload', async ({ page, browser }) => {
  const other = await browser.newContext({ storageState: Accounts.admin.storageState });
  try {
    const board = new BoardPage(page);
    const url = await board.gotoBusyDay();
    const watcher = new BoardPage(await other.newPage());
    await watcher.goto(url);
    const id = (await board.inState(ASSIGNED).first().getAttribute('data-id')) ?? '';
    await expect(watcher.row(id)).toHaveAttribute('data-state', String(ASSIGNED));
    await liveLinkUp(watcher.page);
    await board.change(id, 'waiting');
    await expect(board.row(id)).toHaveAttribute('data-state', String(WAITING));
    await expect(watcher.row(id)).toHaveAttribute('data-state', String(WAITING), { timeout: 5_000 });
  } finally {
    await other.close();
  }
});

test('a bulk change of five rows with one illegal row reports each row, and Undo restores them', async ({
  page,
}) => {
  const board = new BoardPage(page);
  await board.gotoBusyDay();
  const assigned = board.inState(ASSIGNED);
  await expect.poll(() => assigned.count()).toBeGreaterThanOrEqual(4);
  const ids = await Promise.all(
    [0, 1, 2, 3].map(async (i) => (await assigned.nth(i).getAttribute('data-id')) ?? ''),
  );
  const final = (await board.inState(CANCELLED_BY_PATIENT).first().getAttribute('data-id')) ?? '';

  // Filtered to assigned rows, the first four are one shift-click range.
  await page.getByTestId('board-count-assigned').click();
  await board.check(ids[0] ?? '');
  await board.check(ids[3] ?? '', true);
  await page.getByTestId('board-count-assigned').click();
  await board.check(final);
  await expect(page.getByTestId('board-bulk')).toContainText('5');

  await page.getByTestId('board-bulk-change').click();
  await page.getByTestId('board-bulk-waiting').click();
  await board.confirm.click();

  // Undo lives as long as the snackbar (4 s): pressed first, the report is read after.
  await expect(board.report).toBeVisible();
  await page.getByTestId('snackbar-undo').click();
  const lines = board.report.getByTestId('board-report-row');
  await expect(lines).toHaveCount(5);
  await expect(board.report.locator('li[data-ok="false"]')).toHaveCount(1);
  await expect(board.report.locator('li[data-ok="false"]')).toContainText('final');
  for (const id of ids) await expect(board.row(id)).toHaveAttribute('data-state', String(ASSIGNED));
  await expect(board.row(final)).toHaveAttribute('data-state', String(CANCELLED_BY_PATIENT));
});
