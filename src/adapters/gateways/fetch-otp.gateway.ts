import type { OtpCodeGroup, OtpGateway, OtpTestCode } from '../../application/ports/otp-gateway';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import { ResourceKey } from '../../application/resources/resource-key';
import type { AppError } from '../../domain/errors/app-error';
import type { OtpCode } from '../../domain/otp/otp-code';
import type { Result } from '../../domain/shared/result';

export interface FetchOtpGatewayOptions {
  readonly resources: ResourceGateway;
}

/**
 * `OtpGateway`: its three reads are catalogue reads (`otpCodes`, `otpRequestTotals`,
 * `otpTestCodes`, staff token), so it delegates to the resource gateway and owns no path.
 */
export class FetchOtpGateway implements OtpGateway {
  constructor(private readonly options: FetchOtpGatewayOptions) {}

  codes(): Promise<Result<readonly OtpCode[], AppError>> {
    return this.options.resources.load(ResourceKey.OtpCodes);
  }

  groups(): Promise<Result<readonly OtpCodeGroup[], AppError>> {
    // A request-totals row is a group with its sent / not-sent split.
    return this.options.resources.load(ResourceKey.OtpRequestTotals);
  }

  testCodes(): Promise<Result<readonly OtpTestCode[], AppError>> {
    return this.options.resources.load(ResourceKey.OtpTestCodes);
  }
}
