import type { OtpCodeGroup, OtpGateway, OtpTestCode } from '../../../src/application/ports/otp-gateway';
import type { OtpCode } from '../../../src/domain/otp/otp-code';
import { ok } from '../../../src/domain/shared/result';
import { ScriptedCall } from './scripted-call';

export class FakeOtpGateway implements OtpGateway {
  readonly answers = {
    codes: new ScriptedCall<[], readonly OtpCode[]>(ok([])),
    groups: new ScriptedCall<[], readonly OtpCodeGroup[]>(ok([])),
    testCodes: new ScriptedCall<[], readonly OtpTestCode[]>(ok([])),
  };

  codes() {
    return this.answers.codes.invoke();
  }

  groups() {
    return this.answers.groups.invoke();
  }

  testCodes() {
    return this.answers.testCodes.invoke();
  }
}
