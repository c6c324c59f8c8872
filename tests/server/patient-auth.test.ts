import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOtpCode } from '../../server/auth/otp-code-hash';
import { OtpPolicy } from '../../server/auth/otp-policy';
import { PatientSignInMessage } from '../../server/auth/patient-sign-in-handlers';
import { TokenKind } from '../../server/auth/token-kind';
import { HubPath, PhoneHubEvent } from '../../server/realtime';
import { call, tokensOf, type Answer } from './support/http-client';
import { hubClient, nextMessage } from './support/signalr-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let phoneHub: HubConnection;
let clock = Date.now();

beforeAll(async () => {
  // A demo server: the demo network is seeded, so codes are also kept readable for staff.
  server = await startTestServer({ now: () => clock });
  const { chatToken } = await tokensOf(server.url, 'reception', 'demo-reception');
  phoneHub = hubClient(`${server.url}${HubPath.Phone}`, chatToken);
  await phoneHub.start();
}, 120_000);

afterAll(async () => {
  await phoneHub?.stop();
  await server?.close();
  if (server !== undefined) await removeFolders(server);
});

// Every test uses its own numbers and its own client address, so no limit leaks between tests.
const requestCode = (phoneNumber: unknown, localAddress: string): Promise<Answer> =>
  call(`${server.url}/api/PatientAuth/RequestCode`, { body: { phoneNumber }, localAddress });

const verifyCode = (phoneNumber: unknown, code: unknown, localAddress: string): Promise<Answer> =>
  call(`${server.url}/api/PatientAuth/VerifyCode`, { body: { phoneNumber, code }, localAddress });

/** The newest code row of a number (the demo database keeps the plain code for the OTP-Test page). */
async function latestCode(phoneNumber: string) {
  return server.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('phone_number', '=', phoneNumber)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

async function codeOf(phoneNumber: string): Promise<string> {
  const { code } = await latestCode(phoneNumber);
  if (code === null) throw new Error('a demo database keeps the plain code');
  return code;
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/PatientAuth/RequestCode', () => {
  it('answers 200 with the lifetime of the code, never the code, and raises newRequest on the PhoneHub', async () => {
    const raised = nextMessage(phoneHub, PhoneHubEvent.NewRequest);
    const answer = await requestCode('0750 123 4501', '127.0.3.1');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ expiresInSeconds: OtpPolicy.lifetimeSeconds });
    const code = await codeOf('+9647501234501');
    expect(answer.text).not.toContain(code);
    const [message] = await raised;
    expect(message).toMatchObject({ phoneNumber: '+9647501234501', presence: expect.any(Array) });
  });

  it('stores the code hashed with a salt of its own, and a code that lives five minutes', async () => {
    await requestCode('+964 770 123 4502', '127.0.3.2');
    const row = await latestCode('+9647701234502');
    expect(row.code_hash).toBe(hashOtpCode(row.code_salt, row.code ?? ''));
    expect(row.code_hash).not.toContain(row.code ?? '-');
    expect(row.is_sent).toBe(false);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(
      OtpPolicy.lifetimeSeconds * 1000,
    );
  });

  it.each([
    ['a number too short', '0750123450'],
    ['a landline number', '066 222 3344'],
    ['a number of another country', '+44 7700 900123'],
    ['an Iraqi number that is not a mobile one', '07012345678'],
    ['letters', 'my phone'],
    ['an empty string', ''],
    ['a number type', 7501234567],
    ['null', null],
  ])('answers %s with 400 and a JSON message', async (_label, phoneNumber) => {
    const answer = await requestCode(phoneNumber, '127.0.3.3');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ message: PatientSignInMessage.InvalidPhoneNumber });
  });

  it('answers the fourth request for one number from one address within ten minutes with 429 and Retry-After', async () => {
    for (let i = 0; i < OtpPolicy.requestsPerNumberPerAddress; i++) {
      expect((await requestCode('07501234503', '127.0.3.10')).status).toBe(200);
    }
    const limited = await requestCode('+9647501234503', '127.0.3.10');
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: PatientSignInMessage.TooManyRequests });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(OtpPolicy.windowMs / 1000);
  });

  it("still sends the patient a code from their own address when someone else has spent the number's requests from theirs", async () => {
    for (let i = 0; i < OtpPolicy.requestsPerNumberPerAddress + 2; i++)
      await requestCode('07501234505', '127.0.3.30');
    expect((await requestCode('07501234505', '127.0.3.30')).status).toBe(429);
    expect((await requestCode('07501234505', '127.0.3.31')).status).toBe(200);
  });

  it('answers 429 once one number has had 10 codes within ten minutes, from any addresses', async () => {
    for (let i = 0; i < OtpPolicy.requestsPerNumber; i++) {
      expect((await requestCode('07501234506', `127.0.3.${40 + i}`)).status).toBe(200);
    }
    expect((await requestCode('07501234506', '127.0.3.99')).status).toBe(429);
  });

  it('lets the number ask again once the ten minutes have passed', async () => {
    for (let i = 0; i < OtpPolicy.requestsPerNumberPerAddress; i++)
      await requestCode('07501234504', '127.0.3.21');
    expect((await requestCode('07501234504', '127.0.3.21')).status).toBe(429);
    clock += OtpPolicy.windowMs;
    expect((await requestCode('07501234504', '127.0.3.21')).status).toBe(200);
  });

  it('answers 429 once one address has asked for codes for 30 numbers within ten minutes', async () => {
    for (let i = 0; i < OtpPolicy.requestsPerAddress; i++) {
      expect((await requestCode(`0780555${String(i).padStart(4, '0')}`, '127.0.4.1')).status).toBe(200);
    }
    expect((await requestCode('07805559999', '127.0.4.1')).status).toBe(429);
    expect((await requestCode('07805559999', '127.0.4.2')).status).toBe(200);
  });
});

describe('POST /api/PatientAuth/VerifyCode', () => {
  it('signs the patient in with the right code: a patient token that the patient routes accept', async () => {
    await requestCode('07501234510', '127.0.5.1');
    const answer = await verifyCode('07501234510', await codeOf('+9647501234510'), '127.0.5.1');
    expect(answer.status).toBe(200);
    const { token, patientId } = answer.json as { token: string; patientId: string };
    expect((await server.tokens.verify(token))?.kind).toBe(TokenKind.Patient);
    expect((await server.tokens.verify(token))?.subject).toBe(patientId);
    const mine = await call(`${server.url}/api/Patient/GetAllMyPatients`, { token });
    expect(mine.status).toBe(200);
  });

  it('creates the app user at the first sign-in and finds the same one at the next', async () => {
    const phoneNumber = '+9647701234511';
    expect(
      await server.db.selectFrom('app_users').select('id').where('phone_number', '=', phoneNumber).execute(),
    ).toEqual([]);
    await requestCode(phoneNumber, '127.0.5.2');
    const first = await verifyCode(phoneNumber, await codeOf(phoneNumber), '127.0.5.2');
    await requestCode(phoneNumber, '127.0.5.2');
    const second = await verifyCode(phoneNumber, await codeOf(phoneNumber), '127.0.5.2');
    const users = await server.db
      .selectFrom('app_users')
      .select('id')
      .where('phone_number', '=', phoneNumber)
      .execute();
    expect(users).toEqual([{ id: (first.json as { patientId: string }).patientId }]);
    expect((second.json as { patientId: string }).patientId).toBe(users[0]?.id);
  });

  it('accepts the code typed with Arabic-Indic digits and the number in local form', async () => {
    await requestCode('+9647501234512', '127.0.5.3');
    const code = await codeOf('+9647501234512');
    const eastern = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await verifyCode('٠٧٥٠١٢٣٤٥١٢', eastern, '127.0.5.3')).status).toBe(200);
  });

  it('answers a wrong code with 400', async () => {
    await requestCode('07501234513', '127.0.5.4');
    const answer = await verifyCode('07501234513', otherThan(await codeOf('+9647501234513')), '127.0.5.4');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: PatientSignInMessage.InvalidCode });
  });

  it('answers the right code with 400 once it has expired', async () => {
    await requestCode('07501234514', '127.0.5.5');
    const code = await codeOf('+9647501234514');
    clock += OtpPolicy.lifetimeSeconds * 1000 + 1000;
    const answer = await verifyCode('07501234514', code, '127.0.5.5');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: PatientSignInMessage.InvalidCode });
  });

  it('answers a code that has already signed the patient in with 400', async () => {
    await requestCode('07501234515', '127.0.5.6');
    const code = await codeOf('+9647501234515');
    expect((await verifyCode('07501234515', code, '127.0.5.6')).status).toBe(200);
    expect((await verifyCode('07501234515', code, '127.0.5.6')).status).toBe(400);
  });

  it('answers an older code with 400 once a newer one was sent', async () => {
    await requestCode('07501234516', '127.0.5.7');
    const older = await codeOf('+9647501234516');
    await requestCode('07501234516', '127.0.5.7');
    const newer = await codeOf('+9647501234516');
    if (older === newer) return; // one chance in a million: nothing to tell apart
    expect((await verifyCode('07501234516', older, '127.0.5.7')).status).toBe(400);
  });

  it('answers 429 after five wrong codes, even when the right one comes next', async () => {
    await requestCode('07501234517', '127.0.5.8');
    const code = await codeOf('+9647501234517');
    for (let i = 0; i < OtpPolicy.attemptsPerCode; i++) {
      expect((await verifyCode('07501234517', otherThan(code), '127.0.5.8')).status).toBe(400);
    }
    const locked = await verifyCode('07501234517', code, '127.0.5.8');
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual({ message: PatientSignInMessage.TooManyAttempts });
  });

  it('answers 400 when no code was ever requested for the number', async () => {
    const answer = await verifyCode('07509999990', '123456', '127.0.5.9');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: PatientSignInMessage.InvalidCode });
  });

  it.each([
    ['five digits', '12345', '07501234520'],
    ['seven digits', '1234567', '07501234521'],
    ['letters', '12a456', '07501234522'],
    ['a number, not text', 123456, '07501234523'],
    ['nothing', undefined, '07501234524'],
  ])('answers a code of %s with 400 without using up an attempt', async (_label, malformed, phoneNumber) => {
    await requestCode(phoneNumber, '127.0.5.10');
    for (let i = 0; i < OtpPolicy.attemptsPerCode + 1; i++) {
      expect((await verifyCode(phoneNumber, malformed, '127.0.5.10')).status).toBe(400);
    }
    const code = await codeOf(`+964${phoneNumber.slice(1)}`);
    expect((await verifyCode(phoneNumber, code, '127.0.5.10')).status).toBe(200);
  });
});

describe('POST /api/PatientAuth/Logout', () => {
  it('revokes the patient token: the next call with it gets 401, and a new sign-in works again', async () => {
    await requestCode('07501234590', '127.0.5.90');
    const first = await verifyCode('07501234590', await codeOf('+9647501234590'), '127.0.5.90');
    const { token } = first.json as { token: string };
    expect((await call(`${server.url}/api/Patient/GetAllMyPatients`, { token })).status).toBe(200);
    const out = await call(`${server.url}/api/PatientAuth/Logout`, { token, method: 'POST' });
    expect(out.status).toBe(200);
    expect((await call(`${server.url}/api/Patient/GetAllMyPatients`, { token })).status).toBe(401);
    expect((await call(`${server.url}/api/PatientAuth/Logout`, { token, method: 'POST' })).status).toBe(401);
  });

  it('leaves the audit trail a sign-in, a wrong code and a sign-out, named by the phone number', async () => {
    const phoneNumber = '+9647501234591';
    await requestCode('07501234591', '127.0.5.91');
    await verifyCode('07501234591', otherThan(await codeOf(phoneNumber)), '127.0.5.91');
    const signedIn = await verifyCode('07501234591', await codeOf(phoneNumber), '127.0.5.91');
    const { token } = signedIn.json as { token: string };
    await call(`${server.url}/api/PatientAuth/Logout`, { token, method: 'POST', localAddress: '127.0.5.91' });
    const rows = await server.db
      .selectFrom('audit_records')
      .select(['action', 'actor_kind', 'outcome', 'ip'])
      .where('user_name', '=', phoneNumber)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.actor_kind, r.outcome, r.ip])).toEqual([
      ['PatientSignInFailed', 'anonymous', 'failure', '127.0.5.91'],
      ['PatientSignIn', 'patient', 'success', '127.0.5.91'],
      ['PatientSignOut', 'patient', 'success', '127.0.5.91'],
    ]);
  });
});

describe('outside a demo database', () => {
  it('keeps only the salted hash of a code, never the code itself', async () => {
    const plain = await startTestServer({ env: { DEMO: 'off' } });
    try {
      const answer = await call(`${plain.url}/api/PatientAuth/RequestCode`, {
        body: { phoneNumber: '07501234519' },
      });
      expect(answer.status).toBe(200);
      const row = await plain.db
        .selectFrom('otp_codes')
        .selectAll()
        .where('phone_number', '=', '+9647501234519')
        .executeTakeFirstOrThrow();
      expect(row.code).toBeNull();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await plain.close();
      await removeFolders(plain);
    }
  }, 60_000);
});
