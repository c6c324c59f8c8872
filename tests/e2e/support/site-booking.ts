import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffApi } from '../pages/site-page';
import { Accounts } from './accounts';

/**
 * Reception lets the account hold more open bookings (`/dashboard/AppointmentSettingPerUser`'s
 * write): a seeded patient may already hold the default most of three.
 */
export async function allowBookings(api: APIRequestContext, phone: string): Promise<void> {
  const { username, password } = Accounts.reception;
  const login = await api.post('/api/ControlPanelAuth/Login', { data: { username, password } });
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const users = (await (await api.get('/api/Chats/GetAppUsers', { headers })).json()) as {
    id: string;
    phoneNumber: string;
  }[];
  const id = users.find((u) => u.phoneNumber === phone)?.id ?? '';
  const settings = (await (
    await api.get('/api/UserAppointmentSetting/GetUserAppointmentSettings', { headers })
  ).json()) as { appUserId: string; version: number }[];
  const version = settings.find((s) => s.appUserId === id)?.version;
  const answer = await api.put(`/api/UserAppointmentSetting/${encodeURIComponent(id)}`, {
    headers,
    data: {
      maxOpenAppointments: 20,
      canBookOnline: true,
      blockedUntil: null,
      cancelHoursBefore: 2,
      reason: 'Booking test',
      ...(version === undefined ? {} : { version }),
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Signs a seeded patient in with the code staff read on the OTP-Test page. */
export async function signIn(
  page: Page,
  staff: StaffApi,
  phone: string,
  t: (key: string) => string,
): Promise<void> {
  await page.getByLabel(t('site.login.phone')).fill(phone);
  await page.getByRole('button', { name: t('site.login.sendCode') }).click();
  await page.getByLabel(t('site.login.code')).fill(await staff.latestCode(phone));
  await page.getByRole('button', { name: t('site.login.verify') }).click();
  await expect(page).toHaveURL(/\/site\/app\/appointments$/);
}
