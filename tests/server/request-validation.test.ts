import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenKind } from '../../server/auth/token-kind';
import { call, tokensOf } from './support/http-client';
import { removeFolders, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let staff: string;
let patient: string;

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO: 'true' } });
  staff = (await tokensOf(server.url, 'admin', 'demo-admin')).serviceToken;
  const user = await server.db.selectFrom('app_users').select('id').executeTakeFirstOrThrow();
  patient = (await server.tokens.issue(TokenKind.Patient, user.id)).token;
}, 120_000);

afterAll(async () => {
  await server.close();
  await removeFolders(server);
});

const api = (path: string): string => `${server.url}/api${path}`;

describe('a NUL character in any request text is refused with 400, never sent to the database', () => {
  it('in the login name, with the spec message and the field', async () => {
    const answer = await call(api('/ControlPanelAuth/Login'), {
      body: { username: 'ab\u0000c', password: 'x' },
      localAddress: '127.0.11.1',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      message: 'Please enter a valid username/password.',
      field: 'body.username',
    });
  });

  it.each([
    ['/Chats/SendToHospital', 'patient', { message: 'hello\u0000' }, 'body.message'],
    ['/Chats/SendToPatient', 'staff', { userId: 'u\u0000', message: 'hello' }, 'body.userId'],
    ['/Chats/SendToPatient', 'staff', { userId: 'u-1', message: '\u0000' }, 'body.message'],
  ] as const)('in %s (%s) %j', async (path, who, body, field) => {
    const answer = await call(api(path), { body, token: who === 'staff' ? staff : patient });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: `${field} must not contain a NUL character.`, field });
  });

  it.each(['/Chats/getChats/1/%00', '/Chats/FindChatList/%00', '/Chats/chatResponsers/%00'])(
    'in the path %s',
    async (path) => {
      const answer = await call(api(path), { token: staff });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message: 'path.id must not contain a NUL character.', field: 'path.id' });
    },
  );
});

describe('a day out of the range the database stores is refused with 400 naming the range', () => {
  it.each([
    ['to', '9999-12-31'],
    ['from', '0000-01-01'],
    ['to', '1899-12-31'],
    ['from', '3000-01-01'],
  ])('%s=%s', async (name, day) => {
    const answer = await call(api(`/Appointment/FilterAppointmentsDashboard?skip=0&${name}=${day}`), {
      token: staff,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      message: `query.${name} must be a day from 1900-01-01 to 2999-12-31.`,
      field: `query.${name}`,
    });
  });

  it('still answers the first and last allowed days, with the default page size', async () => {
    const answer = await call(
      api('/Appointment/FilterAppointmentsDashboard?skip=0&from=1900-01-01&to=2999-12-31'),
      { token: staff },
    );
    expect(answer.status).toBe(200);
  });
});

describe('the 400 of a request the contract refuses', () => {
  it('names the field of a body of the wrong type and says what was expected', async () => {
    const answer = await call(api('/Chats/SendToPatient'), {
      body: { userId: 7, message: 'x' },
      token: staff,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'body.userId must be string, not 7.', field: 'body.userId' });
  });

  it('names the body itself when it is not a record', async () => {
    const answer = await call(api('/Chats/SendToHospital'), { body: [], token: patient });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ field: 'body' });
  });

  it('comes after the token check: an anonymous caller gets 401, not the shape of the call', async () => {
    const answer = await call(api('/Chats/SendToPatient'), { body: { userId: 7 } });
    expect(answer.status).toBe(401);
  });
});
