import type { ListState } from '../../domain/lists/list-state';
import type { OtpGateway, OtpTestCode } from '../ports/otp-gateway';
import type { LoadList } from '../lists/load-list';
import type { StateStore } from '../shared/state-store';
import { OTP_TEST_CODES_POLICY } from './otp-lists';

/** Loads the test codes (`GetTestOtpCodes`, the OTP-Test screen). */
export class LoadOtpTestCodes {
  constructor(
    private readonly gateway: OtpGateway,
    private readonly lists: LoadList,
  ) {}

  execute(store: StateStore<ListState<OtpTestCode>>): Promise<ListState<OtpTestCode>> {
    return this.lists.execute(store, OTP_TEST_CODES_POLICY, () => this.gateway.testCodes());
  }
}
