import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FetchChatGateway } from '../../../src/adapters/gateways/fetch-chat.gateway';
import { ClientApp } from '../../../src/application/resources/client-app';
import { asChatUserId } from '../../../src/domain/chat/chat-history-row';
import { NO_CHAT_DEPARTMENT_MESSAGE } from '../../../src/domain/chat/no-chat-department';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { reply } from '../support/http-test-server';
import {
  BEARER,
  bodyOf,
  httpClient,
  onlyRequest,
  pathOf,
  resourceGateway,
  useTestServer,
} from './gateway-setup';

const server = useTestServer();
const gateway = () =>
  new FetchChatGateway({
    http: httpClient(server()),
    resources: resourceGateway(server(), ClientApp.Dashboard),
  });

const MESSAGE = {
  id: 301,
  message: 'Your results are ready.',
  sentAt: '2026-03-15T09:40:00Z',
  fromStaff: true,
};
const READ_MESSAGE = {
  id: '301',
  text: 'Your results are ready.',
  sentAt: Date.UTC(2026, 2, 15, 9, 40),
  fromStaff: true,
};

describe('FetchChatGateway reads (staff token)', () => {
  it('latestPatients reads GET /api/Chats/getLatestPatient, every row offline until presence says otherwise', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        {
          name: 'Shilan Omar',
          phoneNumber: '07501234567',
          numberOfMessagesNotSeenByAdmin: 2,
          superUserId: 88,
        },
      ]),
    );
    expect(await gateway().latestPatients()).toEqual({
      ok: true,
      value: [
        {
          name: 'Shilan Omar',
          phoneNumber: '07501234567',
          unseenByAdmin: 2,
          superUserId: asChatUserId('88'),
          isOnline: false,
        },
      ],
    });
    const seen = onlyRequest(server());
    expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
      'GET',
      '/api/Chats/getLatestPatient',
      BEARER.staff,
    ]);
  });

  it('passes the 404 "no chat department" on with its body untouched', async () => {
    server().handle((_q, response) => reply(response, 404, NO_CHAT_DEPARTMENT_MESSAGE));
    expect(await gateway().latestPatients()).toEqual({
      ok: false,
      error: AppErrors.notFound(NO_CHAT_DEPARTMENT_MESSAGE),
    });
  });

  it('appUsers reads GET /api/Chats/GetAppUsers, martialStaus as the marital status', async () => {
    server().handle((_q, response) =>
      reply(response, 200, [
        {
          id: 'u-5',
          name: 'Karwan Aziz',
          phoneNumber: '07709998877',
          birthdate: '1990-04-02',
          sex: 'Male',
          martialStaus: 'Married',
          bloodGroup: 'O+',
          createdAt: '2026-01-10T08:30:00',
        },
      ]),
    );
    expect(await gateway().appUsers()).toEqual({
      ok: true,
      value: [
        {
          id: asChatUserId('u-5'),
          name: 'Karwan Aziz',
          phoneNumber: '07709998877',
          birthdate: '1990-04-02',
          sex: 'Male',
          maritalStatus: 'Married',
          bloodGroup: 'O+',
          createdAt: '2026-01-10T08:30:00',
        },
      ],
    });
    expect(pathOf(onlyRequest(server()))).toBe('/api/Chats/GetAppUsers');
  });

  it('messages asks GET /api/Chats/getChats/{page}/{id} for the page and the chat asked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1000 }),
        fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/),
        async (page, id) => {
          server().handle((_q, response) => reply(response, 200, { chats: [MESSAGE] }));
          expect(await gateway().messages(asChatUserId(id), page)).toEqual({
            ok: true,
            value: { chats: [READ_MESSAGE] },
          });
          const seen = onlyRequest(server());
          expect([seen.method, seen.url, seen.headers.authorization]).toEqual([
            'GET',
            `/api/Chats/getChats/${page}/${id}`,
            BEARER.staff,
          ]);
        },
      ),
    );
  });

  it('unreadCount reads the bare number of GET /api/Chats/GetLatestPatientCount', async () => {
    server().handle((_q, response) => reply(response, 200, 7));
    expect(await gateway().unreadCount()).toEqual({ ok: true, value: 7 });
    expect(pathOf(onlyRequest(server()))).toBe('/api/Chats/GetLatestPatientCount');
  });

  it.each([
    { read: 'unreadCount', answer: { count: 7 }, call: 'unreadChatCount', field: '(body)' },
    {
      read: 'messages',
      answer: { chats: [{ ...MESSAGE, fromStaff: 'yes' }] },
      call: 'chatMessages',
      field: 'chats[0].fromStaff',
    },
    {
      read: 'latestPatients',
      answer: [{ name: 'A', phoneNumber: '0750' }],
      call: 'latestPatients',
      field: '[0].numberOfMessagesNotSeenByAdmin',
    },
  ] as const)(
    '$read answers MalformedResponse($call, $field) for a misfit answer',
    async ({ read, answer, call, field }) => {
      server().handle((_q, response) => reply(response, 200, answer));
      const result =
        read === 'messages' ? await gateway().messages(asChatUserId('1'), 1) : await gateway()[read]();
      expect(result).toEqual({ ok: false, error: AppErrors.malformed(call, field) });
    },
  );
});

describe('FetchChatGateway.sendToPatient', () => {
  it('posts { userId, message } to /api/Chats/SendToPatient with the staff token and reads the stored message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (userId, message) => {
        server().handle((_q, response) => reply(response, 200, MESSAGE));
        expect(await gateway().sendToPatient(asChatUserId(userId), message)).toEqual({
          ok: true,
          value: READ_MESSAGE,
        });
        const seen = onlyRequest(server());
        expect([seen.method, pathOf(seen), seen.headers.authorization]).toEqual([
          'POST',
          '/api/Chats/SendToPatient',
          BEARER.staff,
        ]);
        expect(bodyOf(seen)).toEqual({ userId, message });
      }),
    );
  });

  it('answers MalformedResponse(sendToPatient, sentAt) when the stored message has no time', async () => {
    server().handle((_q, response) => reply(response, 200, { ...MESSAGE, sentAt: undefined }));
    expect(await gateway().sendToPatient(asChatUserId('1'), 'Hello')).toEqual({
      ok: false,
      error: AppErrors.malformed('sendToPatient', 'sentAt'),
    });
  });
});
