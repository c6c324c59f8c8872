import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';

/** Who a bulk message goes to: the patient filter, `createdFrom` the instant its day starts. */
export interface BulkAudience {
  readonly sex?: string | undefined;
  readonly maritalStatus?: string | undefined;
  readonly bloodGroup?: string | undefined;
  readonly name?: string | undefined;
  readonly phone?: string | undefined;
  /** Epoch ms. */
  readonly createdFrom?: number | undefined;
}

export interface BulkDraft {
  /** Made once per message written: sending it again answers the message already made. */
  readonly clientKey: string;
  readonly title: string;
  readonly body: string;
  readonly audience: BulkAudience;
  /** How many patients the confirmation named. */
  readonly expectedRecipients: number;
}

export interface BulkMessage {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly audience: string;
  readonly recipients: number;
  readonly delivered: number;
  readonly failed: number;
  readonly pending: number;
  readonly sending: boolean;
  /** Epoch ms. */
  readonly sentAt: number;
}

export type BulkDeliveryState = 'pending' | 'sending' | 'sent' | 'failed';

export interface BulkDelivery {
  readonly appUserId: string;
  readonly name: string;
  readonly phoneNumber: string;
  readonly status: BulkDeliveryState;
  /** Why it was not sent: `AccountRemoved`, `NoChatDepartment` or `DeliveryError`. */
  readonly reason: string | null;
  readonly attempts: number;
}

export interface BulkReport extends BulkMessage {
  readonly deliveries: readonly BulkDelivery[];
}

/**
 * Bulk messages (area chat; `/Chats/BulkMessageReport` of the spec and the extensions of
 * docs/api-extensions.md). An implementation never throws. `send` answers `Conflict` with
 * `{ code: 'AudienceChanged', recipients }` when the filter now finds another number.
 */
export interface BulkMessageGateway {
  list(): Promise<Result<BulkMessage[], AppError>>;
  send(draft: BulkDraft): Promise<Result<BulkMessage, AppError>>;
  report(id: number): Promise<Result<BulkReport, AppError>>;
  retryFailed(id: number): Promise<Result<BulkMessage, AppError>>;
}
