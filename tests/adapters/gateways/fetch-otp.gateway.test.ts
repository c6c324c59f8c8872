import { describe, expect, it } from 'vitest';
import { FetchOtpGateway } from '../../../src/adapters/gateways/fetch-otp.gateway';
import { ClientApp } from '../../../src/application/resources/client-app';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { reply } from '../support/http-test-server';
import { BEARER, onlyRequest, pathOf, resourceGateway, useTestServer } from './gateway-setup';

const server = useTestServer();
const gateway = () => new FetchOtpGateway({ resources: resourceGateway(server(), ClientApp.Dashboard) });

describe('FetchOtpGateway', () => {
  it.each([
    {
      read: 'codes' as const,
      path: '/api/OtpCodes/GetOtpCodesDashboard',
      answer: [
        { phonenumber: '07501234567', codeIsSent: true },
        { phonenumber: '07701112233', codeIsSent: false },
      ],
      value: [
        { phoneNumber: '07501234567', codeIsSent: true },
        { phoneNumber: '07701112233', codeIsSent: false },
      ],
    },
    {
      read: 'groups' as const,
      path: '/api/OtpCodes/GetOtpCodesGrouped',
      answer: [{ phonenumber: '07501234567', codeIsSentCounter: 4, codeNotSentCounter: 1 }],
      value: [{ phoneNumber: '07501234567', requests: 5, sent: 4, notSent: 1 }],
    },
    {
      read: 'testCodes' as const,
      path: '/api/OtpCodes/GetTestOtpCodes',
      answer: [{ phonenumber: '07500000000', code: '123456' }],
      value: [{ phoneNumber: '07500000000', code: '123456' }],
    },
  ])(
    '$read reads GET $path with the staff token, phonenumber as the phone number',
    async ({ read, path, answer, value }) => {
      server().handle((_q, response) => reply(response, 200, answer));
      expect(await gateway()[read]()).toEqual({ ok: true, value });
      const seen = onlyRequest(server());
      expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual(['GET', path, BEARER.staff]);
    },
  );

  it.each([
    {
      read: 'codes' as const,
      answer: [{ phonenumber: '0750', codeIsSent: 'yes' }],
      call: 'otpCodes',
      field: '[0].codeIsSent',
    },
    {
      read: 'groups' as const,
      answer: [{ phonenumber: '0750', codeIsSentCounter: -1, codeNotSentCounter: 0 }],
      call: 'otpRequestTotals',
      field: '[0].codeIsSentCounter',
    },
    { read: 'testCodes' as const, answer: { codes: [] }, call: 'otpTestCodes', field: '(body)' },
  ])(
    '$read answers MalformedResponse($call, $field) for a misfit answer',
    async ({ read, answer, call, field }) => {
      server().handle((_q, response) => reply(response, 200, answer));
      expect(await gateway()[read]()).toEqual({ ok: false, error: AppErrors.malformed(call, field) });
    },
  );

  it('a 403 comes back as Forbidden, for the list to mark otp-codes forbidden', async () => {
    server().handle((_q, response) =>
      reply(response, 403, { message: 'Your role does not grant access to this area.' }),
    );
    expect(await gateway().codes()).toEqual({ ok: false, error: AppErrors.forbidden() });
  });
});
