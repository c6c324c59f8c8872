import { err, ok, type Result } from '../shared/result';
import { AppointmentState } from './appointment-state';
import { appointmentStateLabel } from './appointment-state-label';

/**
 * The changes a staff member may make to an appointment. The spec shows no transitions; this is the
 * product's model:
 *
 *   reserved -> assigned -> waiting -> seen, one step at a time;
 *   reserved, assigned or waiting -> cancelled by patient | cancelled by assistant;
 *   seen, both cancellations and missed are final.
 *
 * Missed is never a staff choice: only the missed rule (the clock) sets it. Nothing returns to
 * reserved, which is only ever the state a booking starts in.
 */
const ALLOWED: Readonly<Record<AppointmentState, readonly AppointmentState[]>> = {
  [AppointmentState.Reserved]: [
    AppointmentState.Assigned,
    AppointmentState.CancelledByPatient,
    AppointmentState.CancelledByAssistant,
  ],
  [AppointmentState.Assigned]: [
    AppointmentState.Waiting,
    AppointmentState.CancelledByPatient,
    AppointmentState.CancelledByAssistant,
  ],
  [AppointmentState.Waiting]: [
    AppointmentState.Seen,
    AppointmentState.CancelledByPatient,
    AppointmentState.CancelledByAssistant,
  ],
  [AppointmentState.Seen]: [],
  [AppointmentState.CancelledByPatient]: [],
  [AppointmentState.CancelledByAssistant]: [],
  [AppointmentState.Missed]: [],
};

/** Why a change was refused. */
export const TransitionErrorCode = {
  /** The target is the state the appointment is already in. */
  SameState: 'SameState',
  /** The appointment is seen, cancelled or missed: nothing may change it. */
  FinalState: 'FinalState',
  /** The appointment is open but this step is not in the model (skipping, going back, or to missed). */
  NotAllowed: 'NotAllowed',
} as const;

export type TransitionErrorCode = (typeof TransitionErrorCode)[keyof typeof TransitionErrorCode];

/**
 * A refused change. `key` and `params` let the UI translate it; `description` is the English
 * sentence for logs and the English bundle.
 */
export interface TransitionError {
  readonly code: TransitionErrorCode;
  readonly from: AppointmentState;
  readonly to: AppointmentState;
  readonly key: string;
  readonly params: { readonly from: string; readonly to: string };
  readonly description: string;
}

/** The states a staff member may move an appointment to from `from`; empty for a final state. */
export function allowedTransitions(from: AppointmentState): readonly AppointmentState[] {
  return ALLOWED[from];
}

/** True for seen, both cancellations and missed. */
export function isFinalState(state: AppointmentState): boolean {
  return ALLOWED[state].length === 0;
}

/**
 * Checks a staff member's change of state. Returns the new state, or the reason it is refused,
 * checked in this order: `SameState`, then `FinalState`, then `NotAllowed`.
 */
export function transition(
  from: AppointmentState,
  to: AppointmentState,
): Result<AppointmentState, TransitionError> {
  if (from === to) return err(refusal(TransitionErrorCode.SameState, from, to));
  if (isFinalState(from)) return err(refusal(TransitionErrorCode.FinalState, from, to));
  if (!ALLOWED[from].includes(to)) return err(refusal(TransitionErrorCode.NotAllowed, from, to));
  return ok(to);
}

const KEYS: Readonly<Record<TransitionErrorCode, string>> = {
  SameState: 'appointments.transition.sameState',
  FinalState: 'appointments.transition.finalState',
  NotAllowed: 'appointments.transition.notAllowed',
};

function refusal(code: TransitionErrorCode, from: AppointmentState, to: AppointmentState): TransitionError {
  const params = { from: appointmentStateLabel(from), to: appointmentStateLabel(to) };
  return { code, from, to, key: KEYS[code], params, description: describe(code, params) };
}

function describe(code: TransitionErrorCode, params: TransitionError['params']): string {
  const from = params.from.toLowerCase();
  const to = params.to.toLowerCase();
  switch (code) {
    case TransitionErrorCode.SameState:
      return `The appointment is already ${from}.`;
    case TransitionErrorCode.FinalState:
      return `The appointment is ${from}, which is final: it cannot become ${to}.`;
    case TransitionErrorCode.NotAllowed:
      return `An appointment cannot go from ${from} to ${to}.`;
  }
}
