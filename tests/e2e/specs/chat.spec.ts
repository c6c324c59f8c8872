import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Accounts } from '../support/accounts';
import { signInPatient, staffToken } from '../support/api-sessions';
import { liveLinkUp } from '../support/live-link';

async function unreadOnServer(request: APIRequestContext, staff: string): Promise<number> {
  const answer = await request.get('/api/Chats/GetLatestPatientCount', {
    headers: { authorization: `Bearer ${staff}` },
  });
  return Number(await answer.json());
}

/** The chat badge of the top bar shows `count` (none at 0). */
async function expectBadge(page: Page, count: number): Promise<void> {
  const badge = page.locator('.chat-badge');
  if (count === 0) await expect(badge).toBeHidden();
  else await expect(badge).toHaveText(String(count));
}

test('a patient writes, staff see it live and answer, and the patient reads the answer', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const staff = await staffToken(request);
  const patient = await signInPatient(request, staff);
  const patientHeaders = { authorization: `Bearer ${patient.token}` };

  const context = await browser.newContext({ storageState: Accounts.admin.storageState });
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/dashboard/default');
  await second.goto('/dashboard/default');
  // Both tabs' live links are up before the patient writes: news sent earlier reaches no page.
  await liveLinkUp(first);
  await liveLinkUp(second);
  const before = await unreadOnServer(request, staff);
  await expectBadge(first, before);
  await expectBadge(second, before);

  const text = `Hello from ${patient.phoneNumber}, مرحبا`;
  const sent = await request.post('/api/Chats/SendToHospital', {
    data: { message: text },
    headers: patientHeaders,
  });
  expect(sent.status()).toBe(200);

  // Live: both tabs' badges rise without a reload.
  await expectBadge(first, before + 1);
  await expectBadge(second, before + 1);

  // The first tab opens the chat from the inbox: the message is there, and it is marked seen.
  await first.getByTestId('chat-button').click();
  await expect(first).toHaveURL(/\/app\/chat$/);
  await first.getByRole('searchbox', { name: 'Search by name or phone' }).fill(patient.phoneNumber.slice(-8));
  await expect(first).toHaveURL(new RegExp(`q=${patient.phoneNumber.slice(-8)}`));
  const row = first.locator(`[data-testid=chat-row][data-user-id="${patient.patientId}"]`);
  await expect(row.getByTestId('chat-row-unseen')).toHaveText('1');
  await row.click();
  await expect(first.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  await expect(row.getByTestId('chat-row-unseen')).toBeHidden();
  await expectBadge(first, before);
  // The other tab learns of it too, and the server agrees.
  await expectBadge(second, before);
  expect(await unreadOnServer(request, staff)).toBe(before);

  // Staff answer with Enter; Shift+Enter is a new line inside the message.
  const compose = first.getByTestId('chat-compose');
  await compose.fill('Your results are ready.');
  await compose.press('Shift+Enter');
  await compose.pressSequentially('نتائجك جاهزة');
  await compose.press('Enter');
  await expect(compose).toHaveValue('');
  const reply = first.getByTestId('chat-message').filter({ hasText: 'Your results are ready.' });
  await expect(reply).toBeVisible();
  await expect(first.getByTestId('chat-outgoing')).toHaveCount(0);

  // The patient reads the answer, stored once, with its two lines.
  const mine = await request.get(`/api/Chats/userchat/${patient.patientId}`, { headers: patientHeaders });
  const messages = (await mine.json()) as { message: string; fromStaff: boolean }[];
  expect(messages.filter((m) => m.fromStaff)).toEqual([
    expect.objectContaining({ message: 'Your results are ready.\nنتائجك جاهزة' }),
  ]);
  await context.close();
});
