import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpPageSchema, type OtpPageWire } from '../../src/contract/otp/otp-page';
import { validate } from '../../src/contract/shared/schema';
import { countOtpCodes } from '../../src/domain/otp/otp-counters';
import { filterOtpCodes, OtpSentFilter } from '../../src/domain/otp/otp-filter';
import { OTP_PAGE_SIZE } from '../../src/domain/otp/otp-query';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let reception: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  admin = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  reception = (await tokensOf(server.url, 'reception', 'demo-reception')).serviceToken;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const page = (query: Readonly<Record<string, string | undefined>>, token = admin) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, value);
  return call(`${server.url}/api/OtpCodes/GetOtpCodesPage?${search.toString()}`, { token });
};

/** Every code of the log as the domain sees it, newest first, with its time. */
async function everyCode() {
  const rows = await server.db
    .selectFrom('otp_codes')
    .select(['id', 'phone_number', 'is_sent', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    phoneNumber: r.phone_number,
    codeIsSent: r.is_sent,
    at: r.created_at.getTime(),
  }));
}

describe('the OTP log paged by the server (GET /OtpCodes/GetOtpCodesPage)', () => {
  it('answers the counters and the page the domain rules give over the whole log', async () => {
    const codes = await everyCode();
    expect(codes.length).toBeGreaterThan(OTP_PAGE_SIZE);
    const times = codes.map((c) => c.at);
    const instant = fc.constantFrom(...times).map((t) => new Date(t).toISOString());
    const phoneText = fc
      .constantFrom(...codes.map((c) => c.phoneNumber))
      .chain((p) =>
        fc
          .integer({ min: 0, max: p.length })
          .chain((start) => fc.integer({ min: start, max: p.length }).map((end) => p.slice(start, end))),
      );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            phone: phoneText,
            sent: fc.constantFrom(OtpSentFilter.All, OtpSentFilter.Sent, OtpSentFilter.NotSent),
            from: instant,
            to: instant,
            page: fc.integer({ min: 1, max: 3 }).map(String),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          const answer = await page(query);
          expect(answer.status, answer.text.slice(0, 200)).toBe(200);
          const checked = validate(otpPageSchema, answer.json);
          if (!checked.ok) throw new Error(`refused at ${checked.field}`);
          const body: OtpPageWire = checked.value;
          const inPeriod = codes.filter(
            (c) =>
              (query.from === undefined || c.at >= Date.parse(query.from)) &&
              (query.to === undefined || c.at < Date.parse(query.to)),
          );
          const counted = filterOtpCodes(inPeriod, { phone: query.phone ?? '' });
          const counters = countOtpCodes(counted);
          expect([body.codeIsSentCounter, body.codeNotSentCounter]).toEqual([
            counters.sent,
            counters.notSent,
          ]);
          const listed = filterOtpCodes(counted, { sent: query.sent ?? OtpSentFilter.All });
          expect(body.count).toBe(listed.length);
          const start = (Number(query.page ?? '1') - 1) * OTP_PAGE_SIZE;
          expect(body.rows.map((r) => r.id)).toEqual(
            listed.slice(start, start + OTP_PAGE_SIZE).map((c) => c.id),
          );
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('takes `%` and `_` in the phone text as themselves', async () => {
    const answer = await page({ phone: '%' });
    expect((answer.json as OtpPageWire).count).toBe(0);
  });

  it('refuses a bad query with 400, never 500', async () => {
    for (const query of [
      { page: '0' },
      { page: 'two' },
      { sent: 'maybe' },
      { from: '2026-01-01' },
      { to: 'yesterday' },
      { phone: '7'.repeat(33) },
    ]) {
      const answer = await page(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('is for the otp-codes area: reception (appointments and chat) is refused', async () => {
    expect((await page({}, reception)).status).toBe(403);
    expect((await page({}, '')).status).toBe(401);
  });
});
