import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Accounts } from '../support/accounts';
import { screenshot } from '../support/screenshot';
import { translationsOf } from '../support/translations';
import { escapeFromOverlay } from '../support/escape';
import { liveLinkUp } from '../support/live-link';

/** A staff member's service token, through the login API. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/ControlPanelAuth/Login', {
    data: { username: Accounts.admin.username, password: Accounts.admin.password },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { claims: { serviceToken: string } }).claims.serviceToken;
}

/** A new patient, signed in as the patient site does: a code asked for, read on OTP-Test, verified. */
async function newPatient(request: APIRequestContext, staff: string) {
  const phoneNumber = `+96475${String(Date.now()).slice(-8)}`;
  expect((await request.post('/api/PatientAuth/RequestCode', { data: { phoneNumber } })).status()).toBe(200);
  const codes = await request.get('/api/OtpCodes/GetTestOtpCodes', {
    headers: { authorization: `Bearer ${staff}` },
  });
  const code = ((await codes.json()) as { phonenumber: string; code: string }[]).find(
    (entry) => entry.phonenumber === phoneNumber,
  )?.code;
  expect(code).toBeDefined();
  const verified = await request.post('/api/PatientAuth/VerifyCode', { data: { phoneNumber, code } });
  expect(verified.status()).toBe(200);
  const { token, patientId } = (await verified.json()) as { token: string; patientId: string };
  // The stored number is the account's own spelling (the local 07… form): read it back.
  const users = await request.get('/api/Chats/GetAppUsers', {
    headers: { authorization: `Bearer ${staff}` },
  });
  const stored = ((await users.json()) as { id: string; phoneNumber: string }[]).find(
    (user) => String(user.id) === String(patientId),
  );
  expect(stored).toBeDefined();
  return { phoneNumber: stored!.phoneNumber, token, patientId: String(patientId) };
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu' });

test.use({ storageState: Accounts.admin.storageState });

test('staff find a new patient among the app users, open their chat from the row and write to them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffToken(request);
  const patient = await newPatient(request, staff);

  await page.goto('/dashboard/default');
  await sideMenu(page).getByRole('link', { name: 'App Users' }).click();
  await expect(page).toHaveURL(/\/app\/appUsers$/);
  const rows = page.getByTestId('app-user-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('page-of')).toHaveText(/Page 1 of \d+/);

  // The phone filter narrows to the new patient; the address keeps it through a reload.
  const digits = patient.phoneNumber.slice(-8);
  await page.getByLabel('Phone number').fill(digits);
  await expect(page).toHaveURL(new RegExp(`phone=${digits}`));
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue(digits);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-user-id', patient.patientId);

  // A criterion nobody meets shows "nothing matches", and Clear brings every patient back.
  await page.getByLabel('Joined on or after').fill('2999-01-01');
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(10);
  await expect(page).toHaveURL(/\/app\/appUsers$/);

  // Keyboard: back to the new patient, Tab onto their name and Enter opens (starts) the chat.
  await page.getByLabel('Phone number').fill(digits);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Phone number').focus();
  const open = rows.first().getByRole('link');
  while (!(await open.evaluate((link) => link === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/chat/${patient.patientId}$`));
  const text = `Welcome ${digits}`;
  const composer = page.getByRole('textbox', { name: /Write a message/ });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(page.locator('.chat-message-text', { hasText: text })).toBeVisible();
  // It shows at once as sending; the server has it once it no longer says so (under load, the read
  // below once came before the send was stored).
  await expect(page.getByTestId('chat-outgoing')).toHaveCount(0);

  const read = await request.get(`/api/Chats/userchat/${patient.patientId}`, {
    headers: { authorization: `Bearer ${patient.token}` },
  });
  const messages = (await read.json()) as { message: string; fromStaff: boolean }[];
  expect(messages.filter((m) => m.message === text && m.fromStaff)).toHaveLength(1);
});

test("staff narrow the chat list to unread chats of a patient's card, see a new message arrive live, and open it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffToken(request);
  const patient = await newPatient(request, staff);
  const first = await request.post('/api/Chats/SendToHospital', {
    data: { message: 'First question' },
    headers: { authorization: `Bearer ${patient.token}` },
  });
  expect(first.status()).toBe(200);

  await page.goto('/dashboard/default');
  await sideMenu(page).getByRole('link', { name: 'Chat List' }).click();
  await expect(page).toHaveURL(/\/app\/chatList$/);
  await page.getByLabel('Show').selectOption({ label: 'Unread' });
  await expect(page).toHaveURL(/status=0/);
  const digits = patient.phoneNumber.slice(-8);
  await page.getByLabel('Search by name or phone').fill(digits);
  const row = page.locator(`[data-testid=chat-list-row][data-user-id="${patient.patientId}"]`);
  await expect(row.getByTestId('chat-list-unseen')).toHaveText('1');
  await liveLinkUp(page);

  // A second message arrives while the list is open: its count rises without a reload.
  await request.post('/api/Chats/SendToHospital', {
    data: { message: 'Second question' },
    headers: { authorization: `Bearer ${patient.token}` },
  });
  await expect(row.getByTestId('chat-list-unseen')).toHaveText('2');
  await expect(row).toContainText('Second question');

  // A new account has no card details: a card criterion leaves its chat out.
  await page.getByLabel('Blood group').selectOption('O+');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Blood group').selectOption({ label: 'All' });
  await expect(row).toHaveCount(1);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/chat/${patient.patientId}$`));
  await expect(page.locator('.chat-message-text', { hasText: 'Second question' })).toBeVisible();

  // Opened, the chat is read: back on the list it is no longer among the unread ones.
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/chatList\?/);
  await expect(row).toHaveCount(0);
});

test('staff add a chat department, choose who answers it, and remove both after saying yes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Dental ${Date.now()}`;
  await page.goto('/dashboard/default');
  await sideMenu(page).getByRole('link', { name: 'Chat Departments' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chat-departments$/);
  await expect(page.getByTestId('chat-department-row').first()).toBeVisible();

  // A form refused on the client keeps what was typed and names the field.
  await page.getByRole('button', { name: 'New department' }).click();
  await page.getByLabel('Name in English').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name in Kurdish')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name in English')).toHaveValue(name);
  await page.getByLabel('Name in Kurdish').fill('ددان');
  await page.getByLabel('Name in Arabic').fill('الأسنان');
  await page.getByLabel('Name in Arabic').press('Enter');

  const row = page.getByTestId('chat-department-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Nobody answers this department yet.')).toBeVisible();

  await page.getByLabel('Add a staff member').selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const recipient = page.getByTestId('chat-recipient');
  await expect(recipient).toHaveCount(1);
  await expect(row.locator('td').nth(1)).toHaveText('1');

  // Removing asks first: Cancel (or Escape) keeps the recipient, Delete removes them.
  await recipient.getByRole('button').click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  // Escape is heard once the question has the focus, as a keyboard user finds it.
  await escapeFromOverlay(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(recipient).toHaveCount(1);
  await recipient.getByRole('button').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(recipient).toHaveCount(0);

  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(name);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

for (const language of ['en', 'ar'] as const) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the two screens in ${language} at ${viewport.width}×${viewport.height}`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const t = await translationsOf(request, language);
      await page.setViewportSize(viewport);
      await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }]);
      await page.goto('/app/appUsers?sex=Female');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('.screen-title')).toHaveText(t('routes.appUsers'));
      await expect(page.getByTestId('app-user-row')).toHaveCount(10);
      await expect(page.getByLabel(t('chatAdmin.filter.sex'))).toHaveValue('Female');
      // Nothing is wider than the screen: the table scrolls inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `chat-admin-app-users-${language}-${viewport.width}`);

      await page.goto('/app/chatList');
      await expect(page.locator('.screen-title')).toHaveText(t('routes.chatList'));
      await expect(page.getByTestId('chat-list-row').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `chat-admin-chat-list-${language}-${viewport.width}`);

      await page.goto('/dashboard/chat-departments');
      await expect(page.locator('.screen-title')).toHaveText(t('routes.chatDepartments'));
      await expect(page.getByTestId('chat-recipient').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, `chat-admin-departments-${language}-${viewport.width}`);
    });
  }
}
