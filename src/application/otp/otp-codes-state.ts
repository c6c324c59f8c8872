import { initialListState, type ListState } from '../../domain/lists/list-state';
import type { OtpCode } from '../../domain/otp/otp-code';
import type { OtpCounters } from '../../domain/otp/otp-counters';
import { filterOtpCodes, OtpSentFilter } from '../../domain/otp/otp-filter';
import { ResourceKey } from '../resources/resource-key';
import { resourceListPolicy } from '../resources/resource-list-policy';

/** The OTP log screen: the codes, the sent / not-sent choice and the two counters. */
export interface OtpCodesState {
  /** Its search query is the phone text of the filter. */
  readonly list: ListState<OtpCode>;
  readonly sent: OtpSentFilter;
  /** Counts of every loaded code, whatever the filter shows. */
  readonly counters: OtpCounters;
}

export function initialOtpCodes(): OtpCodesState {
  return { list: initialListState(), sent: OtpSentFilter.All, counters: { sent: 0, notSent: 0 } };
}

/** The phone part of the OTP filter: a substring of the number. */
export const phoneContains = (row: { readonly phoneNumber: string }, phone: string): boolean =>
  row.phoneNumber.includes(phone);

/** The catalogue's behaviour of the list (area `otp-codes`), searched by phone. */
export const OTP_CODES_POLICY = resourceListPolicy(ResourceKey.OtpCodes, phoneContains);

/** The rows the table shows: the phone search's filtered copy, narrowed by the sent flag. */
export function visibleOtpCodes(state: OtpCodesState): readonly OtpCode[] {
  return state.sent === OtpSentFilter.All
    ? state.list.filtered
    : filterOtpCodes(state.list.filtered, { sent: state.sent });
}
