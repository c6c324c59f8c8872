import type { ListState } from '../../domain/lists/list-state';
import type { OtpCodeGroup, OtpGateway } from '../ports/otp-gateway';
import type { LoadList } from '../lists/load-list';
import type { StateStore } from '../shared/state-store';
import { OTP_GROUPS_POLICY } from './otp-lists';

/** Loads the OTP log grouped by phone number (`GetOtpCodesGrouped`). */
export class LoadOtpGroups {
  constructor(
    private readonly gateway: OtpGateway,
    private readonly lists: LoadList,
  ) {}

  execute(store: StateStore<ListState<OtpCodeGroup>>): Promise<ListState<OtpCodeGroup>> {
    return this.lists.execute(store, OTP_GROUPS_POLICY, () => this.gateway.groups());
  }
}
