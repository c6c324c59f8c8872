import * as v from 'valibot';
import type {
  BulkDraft,
  BulkMessage,
  BulkMessageGateway,
  BulkReport,
} from '../../application/ports/bulk-message-gateway';
import {
  BULK_MESSAGE_CALL,
  bulkMessageReportSchema,
  bulkMessageSchema,
  bulkRetrySchema,
  RETRY_BULK_MESSAGE_CALL,
  SEND_BULK_MESSAGE_CALL,
  type BulkMessageWire,
} from '../../contract/bulk/bulk-messages';
import { bulkMessageReportRecord } from '../../contract/chat/chat-records';
import { READS } from '../../contract/reads/reads';
import { epochMs } from '../../contract/shared/iso-date-time';
import type { WireCall } from '../../contract/shared/wire-call';
import { mapped } from '../../contract/shared/values';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

const toMessage = (wire: BulkMessageWire): BulkMessage => ({
  id: wire.id,
  title: wire.title,
  body: wire.body,
  audience: wire.audience,
  recipients: wire.recipients,
  delivered: wire.delivered,
  failed: wire.failed,
  pending: wire.pending,
  sending: wire.status === 'sending',
  sentAt: epochMs(wire.sentAt),
});

const message = mapped(bulkMessageSchema, toMessage);
const retried = mapped(bulkRetrySchema, toMessage);
const report = mapped(bulkMessageReportSchema, (wire): BulkReport => ({
  ...toMessage(wire),
  deliveries: wire.deliveries.map((d) => ({
    appUserId: d.appUserId,
    name: d.name,
    phoneNumber: d.phoneNumber,
    status: d.status,
    reason: d.reason,
    attempts: d.attempts,
  })),
}));
// The spec's report list: rows made before migration 220 have no status or pending count.
const list = mapped(v.array(bulkMessageReportRecord), (rows) =>
  rows.map((r): BulkMessage => ({
    id: r.id,
    title: r.title,
    body: r.body,
    audience: r.audience,
    recipients: r.recipients,
    delivered: r.delivered,
    failed: r.failed,
    pending: Math.max(0, r.recipients - r.delivered - r.failed),
    sending: (r as { status?: unknown }).status === 'sending',
    sentAt: epochMs(r.sentAt),
  })),
);

const LIST_CALL: WireCall = { method: 'GET', path: READS.bulkMessageReport.path, auth: 'staff' };

/** `BulkMessageGateway` over the spec's report read and the bulk-message extensions. */
export class FetchBulkMessageGateway implements BulkMessageGateway {
  constructor(private readonly http: HttpClient) {}

  list(): Promise<Result<BulkMessage[], AppError>> {
    return sendWireCall(this.http, LIST_CALL, { name: 'bulkMessageReport', check: list });
  }

  send(draft: BulkDraft): Promise<Result<BulkMessage, AppError>> {
    const { createdFrom, ...criteria } = draft.audience;
    const audience = Object.fromEntries(
      Object.entries(criteria).filter(
        (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
      ),
    );
    return sendWireCall(this.http, SEND_BULK_MESSAGE_CALL, {
      name: 'sendBulkMessage',
      check: message,
      body: {
        ...draft,
        audience:
          createdFrom === undefined
            ? audience
            : { ...audience, createdFrom: new Date(createdFrom).toISOString() },
      },
    });
  }

  report(id: number): Promise<Result<BulkReport, AppError>> {
    return sendWireCall(this.http, BULK_MESSAGE_CALL, { name: 'bulkMessage', check: report, params: { id } });
  }

  retryFailed(id: number): Promise<Result<BulkMessage, AppError>> {
    return sendWireCall(this.http, RETRY_BULK_MESSAGE_CALL, {
      name: 'retryBulkMessage',
      check: retried,
      params: { id },
    });
  }
}
