import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, type Schema } from '../shared/schema';
import { count } from '../shared/values';
import type { WireCall } from '../shared/wire-call';

/*
 * Bulk messages written from the dashboard (an extension: docs/api-extensions.md, "Bulk
 * messages"). The spec reads their report at `/Chats/BulkMessageReport`; sending one, following
 * it and retrying its failed recipients are calls of their own below `/Chats`.
 */

/** Spec paths owned here: none (the report is a row of the resource table). */
export const WIRE_PATHS: readonly string[] = [];

export const SEND_BULK_MESSAGE_CALL: WireCall = {
  method: 'POST',
  path: '/Chats/SendBulkMessage',
  auth: 'staff',
};
export const BULK_MESSAGE_CALL: WireCall = { method: 'GET', path: '/Chats/BulkMessage/{id}', auth: 'staff' };
export const RETRY_BULK_MESSAGE_CALL: WireCall = {
  method: 'POST',
  path: '/Chats/BulkMessage/{id}/RetryFailed',
  auth: 'staff',
};

export const EXTENSION_CALLS: readonly WireCall[] = [
  SEND_BULK_MESSAGE_CALL,
  BULK_MESSAGE_CALL,
  RETRY_BULK_MESSAGE_CALL,
];

/** The problem codes of a refused field; the dashboard's strings are `bulkMessages.problem.<code>`. */
export const BulkProblem = {
  Required: 'required',
  TooLong: 'tooLong',
  NotText: 'notText',
  BadKey: 'badKey',
  BadFilter: 'badFilter',
  NotANumber: 'notANumber',
} as const;
export type BulkProblem = (typeof BulkProblem)[keyof typeof BulkProblem];

const P = BulkProblem;

export const BULK_TITLE_MAX = 120;
export const BULK_BODY_MAX = 2000;
/** The most patients one bulk message may go to. */
export const BULK_RECIPIENTS_MAX = 50_000;

const text = (max: number) =>
  v.pipe(
    v.string(P.NotText),
    v.trim(),
    v.check((t) => !t.includes('\u0000'), P.NotText),
    v.nonEmpty(P.Required),
    v.maxLength(max, P.TooLong),
  );
const criterion = v.optional(v.pipe(v.string(P.BadFilter), v.maxLength(100, P.BadFilter)));

/**
 * Who receives it: the patient filter of `/app/appUsers`, every chosen criterion together.
 * `createdFrom` is the instant the chosen local day starts (the day is the viewer's).
 */
export const bulkAudienceSchema = v.object(
  {
    sex: criterion,
    maritalStatus: criterion,
    bloodGroup: criterion,
    name: criterion,
    phone: criterion,
    createdFrom: v.optional(v.pipe(isoDateTime, v.regex(/(Z|[+-]\d{2}:\d{2})$/, P.BadFilter))),
  },
  P.BadFilter,
);
export type BulkAudienceWire = v.InferOutput<typeof bulkAudienceSchema>;

/**
 * A new bulk message. `clientKey` is made once per message written: the same key sent again (a
 * double click, a resend after a lost answer) answers the message already made. The sender says
 * how many patients the confirmation named (`expectedRecipients`): if the filter now finds another
 * number, nothing is sent (409 `AudienceChanged` with the number found).
 */
export const sendBulkMessageSchema = v.object(
  {
    clientKey: v.pipe(v.string(P.BadKey), v.regex(/^[A-Za-z0-9-]{8,64}$/, P.BadKey)),
    title: text(BULK_TITLE_MAX),
    body: text(BULK_BODY_MAX),
    audience: bulkAudienceSchema,
    expectedRecipients: v.pipe(
      v.number(P.NotANumber),
      v.integer(P.NotANumber),
      v.minValue(1, P.Required),
      v.maxValue(BULK_RECIPIENTS_MAX, P.TooLong),
    ),
  },
  P.Required,
);
export type SendBulkMessage = v.InferInput<typeof sendBulkMessageSchema>;

export const BulkDeliveryStatus = {
  Pending: 'pending',
  Sending: 'sending',
  Sent: 'sent',
  Failed: 'failed',
} as const;
export type BulkDeliveryStatus = (typeof BulkDeliveryStatus)[keyof typeof BulkDeliveryStatus];

/** Why a recipient was not sent the message; the dashboard's strings are `bulkMessages.reason.<code>`. */
export const BulkFailure = {
  AccountRemoved: 'AccountRemoved',
  NoChatDepartment: 'NoChatDepartment',
  DeliveryError: 'DeliveryError',
} as const;
export type BulkFailure = (typeof BulkFailure)[keyof typeof BulkFailure];

/** A bulk message and how far its delivery has got. */
export interface BulkMessageWire {
  id: number;
  title: string;
  body: string;
  audience: string;
  recipients: number;
  delivered: number;
  failed: number;
  /** Recipients not yet sent nor failed. */
  pending: number;
  status: 'sending' | 'done';
  sentBy: string | null;
  sentAt: string;
}

const bulkFields = {
  id: num,
  title: str,
  body: str,
  audience: str,
  recipients: count,
  delivered: count,
  failed: count,
  pending: count,
  status: v.picklist(['sending', 'done']),
  sentBy: v.nullable(str),
  sentAt: isoDateTime,
};

export const bulkMessageSchema: Schema<BulkMessageWire> = v.looseObject(bulkFields);

/** One recipient's line of the report. */
export interface BulkDeliveryWire {
  appUserId: string;
  name: string;
  phoneNumber: string;
  status: BulkDeliveryStatus;
  reason: BulkFailure | null;
  attempts: number;
  updatedAt: string;
}

/** `GET /Chats/BulkMessage/{id}`: the message, and every recipient's line, failed ones first. */
export interface BulkMessageReportWire extends BulkMessageWire {
  deliveries: BulkDeliveryWire[];
}

export const bulkMessageReportSchema: Schema<BulkMessageReportWire> = v.looseObject({
  ...bulkFields,
  deliveries: v.array(
    v.looseObject({
      appUserId: str,
      name: str,
      phoneNumber: str,
      status: v.picklist(Object.values(BulkDeliveryStatus)),
      reason: v.nullable(v.picklist(Object.values(BulkFailure))),
      attempts: count,
      updatedAt: isoDateTime,
    }),
  ),
});

/** What a retry answers: the message, and how many failed recipients it sends to again. */
export interface BulkRetryWire extends BulkMessageWire {
  retried: number;
}

export const bulkRetrySchema: Schema<BulkRetryWire> = v.looseObject({ ...bulkFields, retried: count });
