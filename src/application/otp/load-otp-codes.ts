import { countOtpCodes } from '../../domain/otp/otp-counters';
import type { OtpGateway } from '../ports/otp-gateway';
import type { LoadList } from '../lists/load-list';
import { focusStore } from '../shared/focus-store';
import { updateStore, type StateStore } from '../shared/state-store';
import { OTP_CODES_POLICY, type OtpCodesState } from './otp-codes-state';

/**
 * Loads the OTP log of the dashboard (`GetOtpCodesDashboard`) and counts the codes sent and not
 * sent from the same answer. A 403 marks `otp-codes` forbidden.
 */
export class LoadOtpCodes {
  constructor(
    private readonly gateway: OtpGateway,
    private readonly lists: LoadList,
  ) {}

  async execute(store: StateStore<OtpCodesState>): Promise<OtpCodesState> {
    const list = focusStore(
      store,
      (state: OtpCodesState) => state.list,
      (state, next) => ({ ...state, list: next }),
    );
    await this.lists.execute(list, OTP_CODES_POLICY, () => this.gateway.codes(), store);
    return updateStore(store, (state) => ({ ...state, counters: countOtpCodes(state.list.items) }));
  }
}
