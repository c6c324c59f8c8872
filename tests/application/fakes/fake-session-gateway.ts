import type { SessionGateway, StaffGrant } from '../../../src/application/ports/session-gateway';
import type { SessionUser, StaffUserId } from '../../../src/domain/session/session-user';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export const SAMPLE_USER: SessionUser = {
  id: 'u-1' as StaffUserId,
  name: 'admin',
  fullName: 'Demo Administrator',
  areas: ['appointments', 'chat'],
};

export const SAMPLE_GRANT: StaffGrant = {
  serviceToken: 'service-token',
  chatToken: 'chat-token',
  accessToken: 'access-token',
  user: SAMPLE_USER,
};

export class FakeSessionGateway implements SessionGateway {
  readonly answers = {
    login: new ScriptedCall<[string, string], StaffGrant>(ok(SAMPLE_GRANT)),
    logout: new ScriptedCall<[], void>(ok(undefined)),
    keepAlive: new ScriptedCall<[], void>(ok(undefined)),
  };

  login(username: string, password: string) {
    return this.answers.login.invoke(username, password);
  }

  logout() {
    return this.answers.logout.invoke();
  }

  keepAlive() {
    return this.answers.keepAlive.invoke();
  }
}
