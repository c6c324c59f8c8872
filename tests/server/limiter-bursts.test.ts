import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginRateLimit } from '../../server/auth/login-rate-limiter';
import { OtpPolicy } from '../../server/auth/otp-policy';
import { call, type Answer } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

/**
 * Every limiter under 40 requests sent at once: the limit holds exactly, because each attempt is
 * reserved before any waiting (a password check, a database read) and not counted afterwards.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (server !== undefined) await removeFolders(server);
});

const BURST = 40;

const statuses = (answers: readonly Answer[]): Record<number, number> =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const login = (username: string, password: string, localAddress: string): Promise<Answer> =>
  call(`${server.url}/api/ControlPanelAuth/Login`, { body: { username, password }, localAddress });

const requestCode = (phoneNumber: string, localAddress: string): Promise<Answer> =>
  call(`${server.url}/api/PatientAuth/RequestCode`, { body: { phoneNumber }, localAddress });

const verifyCode = (phoneNumber: string, code: string, localAddress: string): Promise<Answer> =>
  call(`${server.url}/api/PatientAuth/VerifyCode`, { body: { phoneNumber, code }, localAddress });

const burst = (send: (i: number) => Promise<Answer>): Promise<Answer[]> =>
  Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));

describe('limiters under a burst of 40 parallel requests', () => {
  it('checks exactly 5 wrong passwords of one name sent from 40 addresses', async () => {
    const answers = await burst((i) => login('pharmacy', `wrong-${i}`, `127.0.10.${i + 1}`));
    expect(statuses(answers)).toEqual({ 400: LoginRateLimit.perUser, 429: BURST - LoginRateLimit.perUser });
  });

  it('checks exactly 20 wrong logins of 40 names sent from one address', async () => {
    const answers = await burst((i) => login(`nobody-${i}`, 'wrong', '127.0.11.1'));
    expect(statuses(answers)).toEqual({
      400: LoginRateLimit.perAddress,
      429: BURST - LoginRateLimit.perAddress,
    });
  });

  it('records exactly 3 codes of one number asked for from one address', async () => {
    const answers = await burst(() => requestCode('07701110001', '127.0.12.1'));
    expect(statuses(answers)).toEqual({
      200: OtpPolicy.requestsPerNumberPerAddress,
      429: BURST - OtpPolicy.requestsPerNumberPerAddress,
    });
  });

  it('records exactly 10 codes of one number asked for from 40 addresses', async () => {
    const answers = await burst((i) => requestCode('07701110002', `127.0.13.${i + 1}`));
    expect(statuses(answers)).toEqual({
      200: OtpPolicy.requestsPerNumber,
      429: BURST - OtpPolicy.requestsPerNumber,
    });
  });

  it('records exactly 30 codes of 40 numbers asked for from one address', async () => {
    const answers = await burst((i) => requestCode(`0770222${String(i).padStart(4, '0')}`, '127.0.14.1'));
    expect(statuses(answers)).toEqual({
      200: OtpPolicy.requestsPerAddress,
      429: BURST - OtpPolicy.requestsPerAddress,
    });
  });

  it('checks exactly 5 of 40 wrong codes sent at once for one number', async () => {
    expect((await requestCode('07701110003', '127.0.15.1')).status).toBe(200);
    const { code } = await server.db
      .selectFrom('otp_codes')
      .select('code')
      .where('phone_number', '=', '+9647701110003')
      .executeTakeFirstOrThrow();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await burst((i) => verifyCode('07701110003', wrong, `127.0.15.${i + 2}`));
    expect(statuses(answers)).toEqual({
      400: OtpPolicy.attemptsPerCode,
      429: BURST - OtpPolicy.attemptsPerCode,
    });
  });

  it('records exactly as many codes as CODE_REQUESTS_LIMIT allows in all, whatever the numbers and addresses', async () => {
    const limited = await startTestServer({ env: { CODE_REQUESTS_LIMIT: '7' } });
    try {
      const answers = await burst((i) =>
        call(`${limited.url}/api/PatientAuth/RequestCode`, {
          body: { phoneNumber: `0770333${String(i).padStart(4, '0')}` },
          localAddress: `127.0.16.${i + 1}`,
        }),
      );
      expect(statuses(answers)).toEqual({ 200: 7, 429: BURST - 7 });
    } finally {
      await limited.close();
      await removeFolders(limited);
    }
  }, 60_000);
});
