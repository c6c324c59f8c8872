/**
 * What the screens behind the sign-in share beyond the chat and the appointments (the audit, the
 * OTP reads, the idle-session rule): one chunk, loaded with the shell, never by the sign-in page.
 */
export { FetchAuditGateway } from '../gateways/fetch-audit.gateway';
export { FetchOtpGateway } from '../gateways/fetch-otp.gateway';
export { FetchSiteContentGateway } from '../gateways/fetch-site-content.gateway';
export { LoadLogoRecord } from '../../application/shell/load-logo-record';
export { LoadAuditPage } from '../../application/audit/load-audit-page';
export { LoadOtpCodes } from '../../application/otp/load-otp-codes';
export { LoadOtpGroups } from '../../application/otp/load-otp-groups';
export { LoadOtpTestCodes } from '../../application/otp/load-otp-test-codes';
export { IdleSession } from '../../application/session/idle-session';
export { idleLimitMs } from '../../domain/session/idle-rule';
