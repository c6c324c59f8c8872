import type {
  AppointmentChanged,
  RecordChanged,
  ChatMessageReceived,
  HubName,
  HubState,
  PhoneRequestReceived,
  PresenceChanged,
} from '../../application/ports/realtime-hubs';

/**
 * What the tabs of one origin tell each other about the hubs. Tabs may run different builds for a
 * while after a deployment, so every message carries a version and unknown ones are ignored.
 */
export type TabMessage =
  /** Leader to followers: an event of the hubs. */
  | { readonly v: 1; readonly kind: 'chat'; readonly event: ChatMessageReceived }
  | { readonly v: 1; readonly kind: 'phone'; readonly event: PhoneRequestReceived }
  | { readonly v: 1; readonly kind: 'presence'; readonly event: PresenceChanged }
  | { readonly v: 1; readonly kind: 'appointment'; readonly event: AppointmentChanged }
  | { readonly v: 1; readonly kind: 'record'; readonly event: RecordChanged }
  | { readonly v: 1; readonly kind: 'reconnected' }
  | { readonly v: 1; readonly kind: 'state'; readonly hub: HubName; readonly state: HubState }
  /** Follower to leader: send me the states and the presence list (a tab just joined). */
  | { readonly v: 1; readonly kind: 'hello' }
  /** Follower to leader: start the links if they gave up (a `start` in the follower's tab). */
  | { readonly v: 1; readonly kind: 'start' };

const KINDS: readonly string[] = [
  'chat',
  'phone',
  'presence',
  'appointment',
  'record',
  'reconnected',
  'state',
  'hello',
  'start',
];

/** Whether `data` is a message of this version; the payloads come from the same origin's code. */
export function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { v, kind } = data as { v?: unknown; kind?: unknown };
  return v === 1 && typeof kind === 'string' && KINDS.includes(kind);
}
