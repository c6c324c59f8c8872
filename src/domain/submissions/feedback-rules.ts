import { AppointmentState } from '../appointments/appointment-state';

/** The lowest and highest rating of a feedback and of each of its answers (the tables' checks). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Why an appointment may not be rated; the server's `code` of the refusal. */
export const FeedbackRefusal = {
  /** Not the patient's booking (or no such appointment): answered as not found, nothing leaks. */
  NotYours: 'NotYourAppointment',
  /** Not seen (state 4), or seen but not begun yet. */
  NotSeen: 'NotSeen',
  AlreadyRated: 'AlreadyRated',
} as const;
export type FeedbackRefusal = (typeof FeedbackRefusal)[keyof typeof FeedbackRefusal];

export interface RateableAppointment {
  readonly issuerId: string;
  readonly state: number;
  /** Epoch milliseconds. */
  readonly startingTime: number;
  /** Whether a feedback of this appointment is stored already. */
  readonly rated: boolean;
}

/**
 * Whether a patient may rate an appointment: only their own booking (the issuer), only one they
 * attended (seen, state 4) and that has begun, and only once. The order of the checks is the order
 * of the refusals: someone else's appointment is never described further.
 */
export function feedbackRefusal(
  appointment: RateableAppointment | null,
  patientId: string,
  now: number,
): FeedbackRefusal | null {
  if (appointment === null || appointment.issuerId !== patientId) return FeedbackRefusal.NotYours;
  if (appointment.state !== AppointmentState.Seen || appointment.startingTime > now)
    return FeedbackRefusal.NotSeen;
  if (appointment.rated) return FeedbackRefusal.AlreadyRated;
  return null;
}

/** What is wrong with a feedback's answers, given the ids of the questions its subject asks. */
export const AnswersProblem = {
  /** A question of the subject is left unanswered. */
  Missing: 'required',
  /** An answer to a question the subject does not ask, or to one question twice. */
  Unknown: 'notAChoice',
} as const;
export type AnswersProblem = (typeof AnswersProblem)[keyof typeof AnswersProblem];

/**
 * A feedback answers exactly the questions its doctor or department asks, each once (the
 * questions staff manage); a subject with no questions takes the overall rating alone.
 */
export function answersProblem(asked: readonly number[], answered: readonly number[]): AnswersProblem | null {
  const askedSet = new Set(asked);
  const seen = new Set<number>();
  for (const id of answered) {
    if (!askedSet.has(id) || seen.has(id)) return AnswersProblem.Unknown;
    seen.add(id);
  }
  return seen.size === askedSet.size ? null : AnswersProblem.Missing;
}
