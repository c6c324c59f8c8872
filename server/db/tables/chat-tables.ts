import type { DefaultTimestamp, Defaulted, Id, Trilingual } from './column-types';

export interface ChatDepartmentsTable extends Trilingual<'name'> {
  id: Id;
  is_active: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  created_at: DefaultTimestamp;
  /** Raised by one at every change (migration 120): a write from an older copy is refused. */
  version: Defaulted<number>;
}

/** The staff who answer a chat department. */
export interface ChatRecipientsTable {
  chat_department_id: number;
  staff_user_id: string;
}

/** The chat departments a dashboard role may open. */
export interface RoleChatDepartmentsTable {
  role_id: string;
  chat_department_id: number;
}

export interface ChatConversationsTable {
  id: Id;
  app_user_id: string;
  chat_department_id: number;
  /** The staff member handling it (the wire's `superUserId`). */
  super_user_id: string | null;
  started_at: DefaultTimestamp;
  last_message_at: DefaultTimestamp;
}

export interface ChatMessagesTable {
  id: Id;
  chat_conversation_id: number;
  /** True when the patient wrote it; false for a staff reply (`staff_user_id` says who). */
  from_patient: boolean;
  staff_user_id: string | null;
  body: string;
  sent_at: DefaultTimestamp;
  seen_by_admin: Defaulted<boolean>;
  seen_by_patient: Defaulted<boolean>;
  /** A staff sender's idempotency key (migration 040), unique; null otherwise. */
  client_message_id: Defaulted<string | null>;
}

export interface MessageTemplatesTable extends Trilingual<'body'> {
  id: Id;
  title: string;
  chat_department_id: number | null;
  created_at: DefaultTimestamp;
}

export interface BulkMessageReportsTable {
  id: Id;
  title: string;
  body: string;
  audience: string;
  recipients: Defaulted<number>;
  delivered: Defaulted<number>;
  failed: Defaulted<number>;
  sent_by: string | null;
  sent_at: DefaultTimestamp;
  /** Migration 220: the sender's key (one message per key), its patient filter, `sending` or `done`. */
  client_key: Defaulted<string | null>;
  audience_filter: Defaulted<string | null>;
  status: Defaulted<'sending' | 'done'>;
}

/** Migration 220: one recipient of a bulk message, and what became of it. */
export interface BulkMessageDeliveriesTable {
  id: Id;
  bulk_message_id: number;
  app_user_id: string;
  name: string;
  phone_number: string;
  status: Defaulted<'pending' | 'sending' | 'sent' | 'failed'>;
  reason: Defaulted<string | null>;
  attempts: Defaulted<number>;
  chat_message_id: Defaulted<number | null>;
  updated_at: DefaultTimestamp;
}

export interface ChatTables {
  chat_departments: ChatDepartmentsTable;
  chat_recipients: ChatRecipientsTable;
  role_chat_departments: RoleChatDepartmentsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  message_templates: MessageTemplatesTable;
  bulk_message_reports: BulkMessageReportsTable;
  bulk_message_deliveries: BulkMessageDeliveriesTable;
}
