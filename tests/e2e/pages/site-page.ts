import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Accounts } from '../support/accounts';

/** The patient site as a visitor meets it: the header, the sections, the sign-in form. */
export class SitePage {
  readonly header: Locator;
  readonly nav: Locator;
  readonly main: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header');
    this.nav = page.getByRole('navigation').first();
    this.main = page.locator('main');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`/site${path}`);
  }

  /** The page has drawn its content: no spinner left in the main area. */
  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.main.getByRole('status')).toHaveCount(0);
  }

  async chooseLanguage(label: string): Promise<void> {
    await this.page.getByRole('group', { name: /.+/ }).last().getByRole('button', { name: label }).click();
  }
}

/**
 * What staff see on the OTP-Test page, read through the same call (`GET /api/OtpCodes/GetTestOtpCodes`):
 * the newest plain code sent to `phone`. Also the app users, to pick a seeded patient.
 */
export class StaffApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<StaffApi> {
    const { username, password } = Accounts.admin;
    const answer = await request.post('/api/ControlPanelAuth/Login', { data: { username, password } });
    expect(answer.ok()).toBe(true);
    const { accessToken } = (await answer.json()) as { accessToken: string };
    return new StaffApi(request, accessToken);
  }

  private async get<T>(path: string): Promise<T> {
    const answer = await this.request.get(path, { headers: { Authorization: `Bearer ${this.token}` } });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as T;
  }

  /** The phone numbers of the seeded patients' accounts, in the server's order. */
  /**
   * The app users' phone numbers, oldest account first: the seeded patients with their families,
   * before any a parallel test signs up (the chat spec signs a new number in).
   */
  async appUserPhones(): Promise<string[]> {
    const users = await this.get<{ phoneNumber: string; createdAt: string }[]>('/api/Chats/GetAppUsers');
    return [...users]
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
      .map((user) => user.phoneNumber);
  }

  /** The contact messages, as the dashboard's "Contact messages" reads them. */
  contactMessages(): Promise<{ id: number; subject: string; email: string }[]> {
    return this.get('/api/ContactSmarts');
  }

  /** Every feedback, as the dashboard's "All feedbacks" reads them. */
  allFeedbacks(): Promise<{ id: number; doctorId: number | null; comment: string }[]> {
    return this.get('/api/Feedbacks/GetDashboardAllFeedbacks');
  }

  async latestCode(phone: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const codes = await this.get<{ phonenumber: string; code: string }[]>(
          '/api/OtpCodes/GetTestOtpCodes',
        );
        code = codes.find((row) => row.phonenumber === phone)?.code;
        return code;
      })
      .toBeTruthy();
    return code ?? '';
  }
}
