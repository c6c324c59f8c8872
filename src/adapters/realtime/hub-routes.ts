/** The URL paths of the two hubs under `{hubHost}`, spelt as the backend spells them. */
export const HubPath = {
  Chat: '/HaremHub',
  Phone: '/PhoneHub',
} as const;

export type HubPath = (typeof HubPath)[keyof typeof HubPath];

/** The events the client listens to. */
export const HubEvent = {
  /** Chat hub: a chat message. */
  Receive: 'receive',
  /** Chat hub: an appointment changed (a product extension). */
  AppointmentChanged: 'appointmentChanged',
  /** Chat hub: the site sent a contact message, complaint, feedback or application (an extension). */
  SubmissionReceived: 'submissionReceived',
  RecordChanged: 'recordChanged',
  /** Phone hub: a patient asked for an SMS code; carries the presence list. */
  NewRequest: 'newRequest',
  /** Phone hub: the presence list alone, on connect and whenever it changes (reference server). */
  Presence: 'presence',
} as const;

export type HubEvent = (typeof HubEvent)[keyof typeof HubEvent];
