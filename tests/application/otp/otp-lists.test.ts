import { describe, expect, it } from 'vitest';
import { LoadList } from '../../../src/application/lists/load-list';
import { searchList } from '../../../src/application/lists/search-list';
import { LoadOtpGroups } from '../../../src/application/otp/load-otp-groups';
import { LoadOtpTestCodes } from '../../../src/application/otp/load-otp-test-codes';
import {
  initialOtpGroups,
  initialOtpTestCodes,
  OTP_GROUPS_POLICY,
} from '../../../src/application/otp/otp-lists';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { fakePorts } from '../fakes/fake-ports';

describe('the grouped OTP log and the test codes', () => {
  it('loads the groups and searches them by phone', async () => {
    const ports = fakePorts();
    ports.otp.answers.groups.succeeds([
      { phoneNumber: '0750111', requests: 3 },
      { phoneNumber: '0770222', requests: 1 },
    ]);
    const store = createStateStore(initialOtpGroups());
    await new LoadOtpGroups(ports.otp, new LoadList(ports.forbidden, ports.logger)).execute(store);
    searchList(store, OTP_GROUPS_POLICY, '0770');
    expect(store.get().filtered).toEqual([{ phoneNumber: '0770222', requests: 1 }]);
  });

  it('a 403 on the groups marks the request totals area forbidden', async () => {
    const ports = fakePorts();
    ports.otp.answers.groups.fails(AppErrors.forbidden());
    await new LoadOtpGroups(ports.otp, new LoadList(ports.forbidden, ports.logger)).execute(
      createStateStore(initialOtpGroups()),
    );
    expect(ports.forbidden.get().areas).toEqual([PermissionArea.RequestTotals]);
  });

  it('loads the test codes; a 403 marks the OTP codes area forbidden', async () => {
    const ports = fakePorts();
    const codes = [{ phoneNumber: '0750000', code: '1234' }];
    ports.otp.answers.testCodes.succeeds(codes);
    const store = createStateStore(initialOtpTestCodes());
    const load = new LoadOtpTestCodes(ports.otp, new LoadList(ports.forbidden, ports.logger));
    await load.execute(store);
    expect(store.get().items).toEqual(codes);
    ports.otp.answers.testCodes.fails(AppErrors.forbidden());
    await load.execute(store);
    expect(ports.forbidden.get().areas).toEqual([PermissionArea.OtpCodes]);
  });
});
