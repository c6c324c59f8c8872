import { err, ok, type Result } from '../shared/result';
import { ALL_APPOINTMENT_STATES, AppointmentState } from './appointment-state';
import type { UnknownAppointmentState } from './parse-appointment-state';

/** How a state is shown: the stable translation key, the canonical English label, other spellings seen. */
export interface AppointmentStateLabel {
  readonly key: string;
  readonly label: string;
  /** Other English spellings of the same state (the spec spells 5 and 6 two ways). */
  readonly aliases: readonly string[];
}

/**
 * The labels of every state. The spec says both "cancelled by patient" / "cancelled by assistant"
 * and "Canceled by patient" / "Canceled by assistance": they are the same states 5 and 6, so each
 * keeps one canonical label and the other spelling as an alias.
 */
export const APPOINTMENT_STATE_LABELS: Readonly<Record<AppointmentState, AppointmentStateLabel>> = {
  [AppointmentState.Reserved]: { key: 'appointments.state.reserved', label: 'Reserved', aliases: [] },
  [AppointmentState.Assigned]: { key: 'appointments.state.assigned', label: 'Assigned', aliases: [] },
  [AppointmentState.Waiting]: { key: 'appointments.state.waiting', label: 'Waiting', aliases: [] },
  [AppointmentState.Seen]: { key: 'appointments.state.seen', label: 'Seen', aliases: [] },
  [AppointmentState.CancelledByPatient]: {
    key: 'appointments.state.cancelledByPatient',
    label: 'Cancelled by patient',
    aliases: ['Canceled by patient'],
  },
  [AppointmentState.CancelledByAssistant]: {
    key: 'appointments.state.cancelledByAssistant',
    label: 'Cancelled by assistant',
    aliases: ['Canceled by assistance'],
  },
  [AppointmentState.Missed]: { key: 'appointments.state.missed', label: 'Missed', aliases: [] },
};

/** The canonical English label of a state (what the missed rule writes: "Missed"). */
export function appointmentStateLabel(state: AppointmentState): string {
  return APPOINTMENT_STATE_LABELS[state].label;
}

/** The translation key of a state, e.g. `appointments.state.reserved`. */
export function appointmentStateKey(state: AppointmentState): string {
  return APPOINTMENT_STATE_LABELS[state].key;
}

const byLabel: ReadonlyMap<string, AppointmentState> = new Map(
  ALL_APPOINTMENT_STATES.flatMap((state) => {
    const { label, aliases } = APPOINTMENT_STATE_LABELS[state];
    return [label, ...aliases].map((text) => [text.toLowerCase(), state] as const);
  }),
);

/**
 * Reads a state from an English label (the backend's state string or its states list): the
 * canonical label or an alias, ignoring case and surrounding spaces.
 */
export function appointmentStateFromLabel(text: string): Result<AppointmentState, UnknownAppointmentState> {
  const state = byLabel.get(text.trim().toLowerCase());
  return state === undefined ? err({ code: 'UnknownAppointmentState', value: text }) : ok(state);
}
