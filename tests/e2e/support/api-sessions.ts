import { expect, type APIRequestContext } from '@playwright/test';
import { Accounts } from './accounts';

/** A staff member's service token, through the login API. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/ControlPanelAuth/Login', {
    data: { username: Accounts.admin.username, password: Accounts.admin.password },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { claims: { serviceToken: string } };
  return body.claims.serviceToken;
}

/**
 * A patient signed in as the patient site does: a code asked for, read on the demo's OTP-Test
 * list with a staff token, verified. A new phone number each time.
 */
export async function signInPatient(request: APIRequestContext, staff: string) {
  const phoneNumber = `+96475${String(Date.now()).slice(-8)}`;
  expect((await request.post('/api/PatientAuth/RequestCode', { data: { phoneNumber } })).status()).toBe(200);
  const codes = await request.get('/api/OtpCodes/GetTestOtpCodes', {
    headers: { authorization: `Bearer ${staff}` },
  });
  const list = (await codes.json()) as { phonenumber: string; code: string }[];
  const code = list.find((entry) => entry.phonenumber === phoneNumber)?.code;
  expect(code).toBeDefined();
  const verified = await request.post('/api/PatientAuth/VerifyCode', { data: { phoneNumber, code } });
  expect(verified.status()).toBe(200);
  const { token, patientId } = (await verified.json()) as { token: string; patientId: string };
  return { phoneNumber, token, patientId };
}
