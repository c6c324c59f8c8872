import {
  ADD_CHAT_RECIPIENT_CALL,
  addChatRecipientSchema,
  CHAT_RECIPIENT_STAFF_CALL,
  chatDepartmentChangeSchema,
  chatDepartmentFormSchema,
  chatDepartmentRemovalQuerySchema,
  CREATE_CHAT_DEPARTMENT_CALL,
  REMOVE_CHAT_DEPARTMENT_CALL,
  REMOVE_CHAT_RECIPIENT_CALL,
  UPDATE_CHAT_DEPARTMENT_CALL,
} from '../../../src/contract/chat/chat-admin';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { RouteDefinition } from '../../http/route';
import { toRoutePath } from '../resources/resource-routes';
import {
  addChatRecipient,
  createChatDepartment,
  listChatRecipientStaff,
  removeChatDepartment,
  removeChatRecipient,
  updateChatDepartment,
} from './chat-admin-writes';

/** A refused form names every refused field, so the dashboard marks them all at once. */
const form = { bodyLimit: 16 * 1024, everyInvalidField: true } as const;
const chat = { auth: 'staff', area: PermissionArea.Chat } as const;

/** Staff edit the chat departments and their recipients (docs/api-extensions.md). */
export const CHAT_ADMIN_ROUTES: readonly RouteDefinition[] = [
  {
    ...chat,
    ...form,
    method: 'POST',
    path: CREATE_CHAT_DEPARTMENT_CALL.path,
    handler: createChatDepartment,
    body: chatDepartmentFormSchema,
  },
  {
    ...chat,
    ...form,
    method: 'PUT',
    path: toRoutePath(UPDATE_CHAT_DEPARTMENT_CALL.path),
    handler: updateChatDepartment,
    body: chatDepartmentChangeSchema,
  },
  {
    ...chat,
    method: 'DELETE',
    path: toRoutePath(REMOVE_CHAT_DEPARTMENT_CALL.path),
    handler: removeChatDepartment,
    query: chatDepartmentRemovalQuerySchema,
  },
  { ...chat, method: 'GET', path: CHAT_RECIPIENT_STAFF_CALL.path, handler: listChatRecipientStaff },
  {
    ...chat,
    ...form,
    method: 'POST',
    path: ADD_CHAT_RECIPIENT_CALL.path,
    handler: addChatRecipient,
    body: addChatRecipientSchema,
  },
  {
    ...chat,
    method: 'DELETE',
    path: toRoutePath(REMOVE_CHAT_RECIPIENT_CALL.path),
    handler: removeChatRecipient,
  },
];
