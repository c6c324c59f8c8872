import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { bool, num, str, type Schema } from '../shared/schema';
import type { WireCall } from '../shared/wire-call';

/*
 * Staff edit the chat departments and who answers each (an extension: docs/api-extensions.md,
 * "Chat departments and their recipients"). The spec reads them at `/ChatDepartments`,
 * `/ChatDepartments/GetChatDepartmentsDashboard` and `/ChatRecipients`; the writes are calls of
 * their own below those paths.
 */

/** Spec paths owned here: none (the reads are rows of the resource table). */
export const WIRE_PATHS: readonly string[] = [];

export const CREATE_CHAT_DEPARTMENT_CALL: WireCall = {
  method: 'POST',
  path: '/ChatDepartments/CreateChatDepartment',
  auth: 'staff',
};
export const UPDATE_CHAT_DEPARTMENT_CALL: WireCall = {
  method: 'PUT',
  path: '/ChatDepartments/{id}',
  auth: 'staff',
};
/** `?version=n`: the version read; a department changed since is not removed (409). */
export const REMOVE_CHAT_DEPARTMENT_CALL: WireCall = {
  method: 'DELETE',
  path: '/ChatDepartments/{id}',
  auth: 'staff',
};
export const CHAT_RECIPIENT_STAFF_CALL: WireCall = {
  method: 'GET',
  path: '/ChatRecipients/GetStaffForChatRecipients',
  auth: 'staff',
};
export const ADD_CHAT_RECIPIENT_CALL: WireCall = {
  method: 'POST',
  path: '/ChatRecipients/AddChatRecipient',
  auth: 'staff',
};
export const REMOVE_CHAT_RECIPIENT_CALL: WireCall = {
  method: 'DELETE',
  path: '/ChatRecipients/{departmentId}/{staffUserId}',
  auth: 'staff',
};

export const EXTENSION_CALLS: readonly WireCall[] = [
  CREATE_CHAT_DEPARTMENT_CALL,
  UPDATE_CHAT_DEPARTMENT_CALL,
  REMOVE_CHAT_DEPARTMENT_CALL,
  CHAT_RECIPIENT_STAFF_CALL,
  ADD_CHAT_RECIPIENT_CALL,
  REMOVE_CHAT_RECIPIENT_CALL,
];

/** The problem codes of a refused field; the dashboard's strings are `chatAdmin.problem.<code>`. */
export const ChatAdminProblem = {
  Required: 'required',
  TooLong: 'tooLong',
  NotText: 'notText',
  NotANumber: 'notANumber',
  OutOfRange: 'outOfRange',
  NotYesNo: 'notYesNo',
} as const;
export type ChatAdminProblem = (typeof ChatAdminProblem)[keyof typeof ChatAdminProblem];

const P = ChatAdminProblem;

/** The longest department name, in each language. */
export const CHAT_DEPARTMENT_NAME_MAX = 100;
/** Departments are listed by this number, smallest first. */
export const CHAT_DEPARTMENT_ORDER_MAX = 100_000;

const name = v.pipe(
  v.string(P.NotText),
  v.trim(),
  v.check((t) => !t.includes('\u0000'), P.NotText),
  v.nonEmpty(P.Required),
  v.maxLength(CHAT_DEPARTMENT_NAME_MAX, P.TooLong),
);
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number(P.NotANumber),
    v.integer(P.NotANumber),
    v.minValue(min, P.OutOfRange),
    v.maxValue(max, P.OutOfRange),
  );

const departmentFields = {
  nameEn: name,
  nameKu: name,
  nameAr: name,
  isActive: v.boolean(P.NotYesNo),
  sortOrder: wholeNumber(0, CHAT_DEPARTMENT_ORDER_MAX),
};

/** A new department: its name in the three languages, whether patients may write to it, its place. */
export const chatDepartmentFormSchema = v.object(departmentFields, P.Required);
export type ChatDepartmentForm = v.InferInput<typeof chatDepartmentFormSchema>;

/** A change sends every field again, with the version it was read at. */
export const chatDepartmentChangeSchema = v.object(
  { ...departmentFields, version: wholeNumber(1, Number.MAX_SAFE_INTEGER) },
  P.Required,
);
export type ChatDepartmentChange = v.InferInput<typeof chatDepartmentChangeSchema>;

export const chatDepartmentRemovalQuerySchema = v.object({
  version: v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, P.NotANumber)),
});

/** A department as the writes answer it (the dashboard read's fields, with the version). */
export interface ChatDepartmentWire {
  id: number;
  nameEn: string;
  nameKu: string;
  nameAr: string;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
  version: number;
}

export const chatDepartmentWireSchema: Schema<ChatDepartmentWire> = v.looseObject({
  id: num,
  nameEn: str,
  nameKu: str,
  nameAr: str,
  isActive: bool,
  sortOrder: num,
  createdAt: isoDateTime,
  version: num,
});

/** A staff member who may be made a recipient. */
export interface ChatStaffWire {
  id: string;
  name: string;
  fullName: string;
}

export const chatStaffListSchema: Schema<ChatStaffWire[]> = v.array(
  v.looseObject({ id: str, name: str, fullName: str }),
);

/** Makes `staffUserId` answer the chats of department `chatDepartmentId`. */
export const addChatRecipientSchema = v.object(
  {
    chatDepartmentId: wholeNumber(1, 2_147_483_647),
    staffUserId: v.pipe(v.string(P.NotText), v.trim(), v.nonEmpty(P.Required), v.maxLength(100, P.TooLong)),
  },
  P.Required,
);
export type AddChatRecipient = v.InferInput<typeof addChatRecipientSchema>;

/** A recipient as `/ChatRecipients` lists it. */
export interface ChatRecipientWire {
  chatDepartmentId: number;
  departmentName: string;
  staffUserId: string;
  name: string;
  fullName: string;
}

export const chatRecipientWireSchema: Schema<ChatRecipientWire> = v.looseObject({
  chatDepartmentId: num,
  departmentName: str,
  staffUserId: str,
  name: str,
  fullName: str,
});

/** What a removal answers: which pair is no longer a recipient. */
export const chatRecipientRemovedSchema: Schema<{ chatDepartmentId: number; staffUserId: string }> =
  v.looseObject({ chatDepartmentId: num, staffUserId: str });

export const chatDepartmentRemovedSchema: Schema<{ id: number }> = v.looseObject({ id: num });
