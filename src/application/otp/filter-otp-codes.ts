import type { OtpFilter } from '../../domain/otp/otp-filter';
import { searchList } from '../lists/search-list';
import { focusStore } from '../shared/focus-store';
import { updateStore, type StateStore } from '../shared/state-store';
import { OTP_CODES_POLICY, type OtpCodesState } from './otp-codes-state';

/**
 * Applies the OTP filter: the phone text is the list's search, the sent / not-sent flag narrows
 * what it keeps. A part left out of `filter` keeps its current value.
 */
export function filterOtpCodeList(store: StateStore<OtpCodesState>, filter: OtpFilter): OtpCodesState {
  if (filter.phone !== undefined) {
    const list = focusStore(
      store,
      (state: OtpCodesState) => state.list,
      (state, next) => ({ ...state, list: next }),
    );
    searchList(list, OTP_CODES_POLICY, filter.phone);
  }
  const sent = filter.sent;
  return sent === undefined
    ? store.get()
    : updateStore(store, (state) => (state.sent === sent ? state : { ...state, sent }));
}
