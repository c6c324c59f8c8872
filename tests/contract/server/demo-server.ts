import { TokenKind } from '../../../server/auth/token-kind';
import { tokensOf } from '../../server/support/http-client';
import {
  removeFolders,
  seededDemoDataDir,
  startTestServer,
  type TestServer,
} from '../../server/support/test-server';

/** A demo server with its three kinds of callers. */
export interface DemoServer {
  readonly server: TestServer;
  /** Staff token of `admin` (every area). */
  readonly admin: string;
  /** Staff token of `reception` (appointments and chat only). */
  readonly reception: string;
  /** Chat token of `admin`, for the hubs. */
  readonly adminChat: string;
  /** A patient who has profiles, appointments and a chat with staff replies, with a patient token. */
  readonly patient: { readonly id: string; readonly token: string; readonly phoneNumber: string };
  stop(): Promise<void>;
}

/** Starts a real server on 127.0.0.1 on a copy of the seeded demo database. */
export async function startDemoServer(options: { now?: () => number } = {}): Promise<DemoServer> {
  const server = await startTestServer({ dataDir: await seededDemoDataDir(), ...options });
  const [admin, reception] = await Promise.all([
    tokensOf(server.url, 'admin', 'demo-admin'),
    tokensOf(server.url, 'reception', 'demo-reception'),
  ]);
  const chosen = await server.db
    .selectFrom('app_users as u')
    .select(['u.id', 'u.phone_number'])
    .where((eb) =>
      eb.and([
        eb.exists(
          eb.selectFrom('patient_profiles as p').select('p.id').whereRef('p.app_user_id', '=', 'u.id'),
        ),
        eb.exists(
          eb.selectFrom('online_appointments as a').select('a.id').whereRef('a.issuer_id', '=', 'u.id'),
        ),
        eb.exists(
          eb
            .selectFrom('chat_messages as m')
            .innerJoin('chat_conversations as c', 'c.id', 'm.chat_conversation_id')
            .select('m.id')
            .whereRef('c.app_user_id', '=', 'u.id')
            .where('m.staff_user_id', 'is not', null),
        ),
      ]),
    )
    .orderBy('u.id')
    .executeTakeFirstOrThrow();
  const { token } = await server.tokens.issue(TokenKind.Patient, chosen.id, {
    phoneNumber: chosen.phone_number,
  });
  return {
    server,
    admin: admin.serviceToken,
    reception: reception.serviceToken,
    adminChat: admin.chatToken,
    patient: { id: chosen.id, token, phoneNumber: chosen.phone_number },
    async stop() {
      await server.close();
      await removeFolders(server);
    },
  };
}
