import type { ChatAlert } from '../chat/chat-alert';
import { PermissionArea } from '../lists/permission-area';
import { SubmissionKind } from './submission-limits';

/** A notice of something sent from the site, and the areas whose staff are told of it. */
interface SubmissionAlert extends ChatAlert {
  readonly areas: readonly PermissionArea[];
}

/**
 * The sends from the site that staff are told of as they arrive (a contact message, a complaint, a
 * job application): quietly, without the chat's sound, and only to staff whose role has an area
 * showing them. Ratings are not announced one by one: they are many, and the averages show them.
 */
const SUBMISSION_ALERTS: Readonly<Partial<Record<string, SubmissionAlert>>> = {
  [SubmissionKind.Contact]: {
    messageKey: 'alerts.newContactMessage',
    text: 'New contact message',
    sound: false,
    areas: [PermissionArea.Contact],
  },
  [SubmissionKind.Complaint]: {
    messageKey: 'alerts.newComplaint',
    text: 'New complaint',
    sound: false,
    areas: [PermissionArea.Feedback],
  },
  [SubmissionKind.Application]: {
    messageKey: 'alerts.newApplication',
    text: 'New job application',
    sound: false,
    areas: [PermissionArea.Jobs, PermissionArea.Cvs],
  },
};

/** The notice a send of `kind` raises for a user with `areas`, or null for none. */
export function submissionAlertFor(kind: string | null, areas: readonly PermissionArea[]): ChatAlert | null {
  const alert = kind === null ? undefined : SUBMISSION_ALERTS[kind];
  if (alert === undefined || !alert.areas.some((area) => areas.includes(area))) return null;
  return { messageKey: alert.messageKey, text: alert.text, sound: alert.sound };
}
