import { initialListState, type ListState } from '../../domain/lists/list-state';
import type { OtpCodeGroup, OtpTestCode } from '../ports/otp-gateway';
import { policyForRows } from '../lists/list-policy';
import { ResourceKey } from '../resources/resource-key';
import { resourceListPolicy } from '../resources/resource-list-policy';
import { phoneContains } from './otp-codes-state';

/** The grouped log is the request-totals read (area `request-totals`), searched by phone. */
export const OTP_GROUPS_POLICY = policyForRows<OtpCodeGroup>(
  resourceListPolicy(ResourceKey.OtpRequestTotals),
  phoneContains,
);

/** The test codes (area `otp-codes`), searched by phone. */
export const OTP_TEST_CODES_POLICY = resourceListPolicy(ResourceKey.OtpTestCodes, phoneContains);

export const initialOtpGroups = (): ListState<OtpCodeGroup> => initialListState();
export const initialOtpTestCodes = (): ListState<OtpTestCode> => initialListState();

/**
 * The lists a patient's code request changes (`newRequest`): the OTP log with its counters, the
 * request totals and the demo codes. A screen showing one reads it again on each request.
 */
export const LISTS_OF_CODE_REQUESTS: ReadonlySet<ResourceKey> = new Set<ResourceKey>([
  ResourceKey.OtpCodes,
  ResourceKey.OtpRequestTotals,
  ResourceKey.OtpTestCodes,
]);
