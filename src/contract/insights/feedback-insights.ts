import * as v from 'valibot';
import { isoDateTime } from '../shared/iso-date-time';
import { num, str, type Schema } from '../shared/schema';
import { count, requestDay } from '../shared/values';
import type { WireCall } from '../shared/wire-call';
import type { NamedWire } from './doctor-profile';

/*
 * The feedbacks' averages over a period and the answers behind them (an extension:
 * docs/api-extensions.md, "Feedback averages"), for `/dashboard/feedbacks` and its drill-downs
 * `/dashboard/feedbacks/doctor/{id}` and `/dashboard/feedbacks/department/{id}`. Area feedback.
 */
export const FEEDBACK_AVERAGES_CALL: WireCall = {
  method: 'GET',
  path: '/Dashboard/FeedbackAverages',
  auth: 'staff',
};

export const FEEDBACK_ANSWERS_CALL: WireCall = {
  method: 'GET',
  path: '/Dashboard/FeedbackAnswers/{by}/{id}',
  auth: 'staff',
};

/** What the feedbacks are grouped by: the doctor or the department they are about. */
export const FEEDBACK_SUBJECTS = ['doctor', 'department'] as const;
export type FeedbackSubject = (typeof FEEDBACK_SUBJECTS)[number];

export const isFeedbackSubject = (value: unknown): value is FeedbackSubject =>
  value === 'doctor' || value === 'department';

/** The longest period one read covers, in days (both ends counted). */
export const FEEDBACK_MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;

/** `from` and `to`: the first and last UTC day of the period, both counted. */
export interface FeedbackPeriodWire {
  from: string;
  to: string;
}

const period = {
  from: requestDay,
  to: requestDay,
};

/** Whether a period runs forward and spans at most `FEEDBACK_MAX_PERIOD_DAYS`. */
const periodFits = ({ from, to }: FeedbackPeriodWire): boolean => {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return days >= 1 && days <= FEEDBACK_MAX_PERIOD_DAYS;
};
const PERIOD_MESSAGE = `must be on or after from, at most ${FEEDBACK_MAX_PERIOD_DAYS} days counting both`;

export interface FeedbackAveragesQueryWire extends FeedbackPeriodWire {
  by: FeedbackSubject;
}

export const feedbackAveragesQuerySchema: Schema<FeedbackAveragesQueryWire> = v.pipe(
  v.looseObject({ by: v.picklist(FEEDBACK_SUBJECTS), ...period }),
  v.forward(
    v.check((query) => periodFits(query), PERIOD_MESSAGE),
    ['to'],
  ),
);

export const feedbackPeriodQuerySchema: Schema<FeedbackPeriodWire> = v.pipe(
  v.looseObject(period),
  v.forward(
    v.check((query) => periodFits(query), PERIOD_MESSAGE),
    ['to'],
  ),
);

/** A count and a mean to two decimals; no mean without a rating. */
export interface SummaryWire {
  count: number;
  average: number | null;
}

export interface FeedbackAveragesWire {
  /** Each doctor or department with a feedback in the period, by English name. */
  subjects: (NamedWire &
    SummaryWire & {
      questions: (NamedWire & SummaryWire)[];
    })[];
}

/** The feedbacks of one doctor or department in the period, with every answer: what its averages are made of. */
export interface FeedbackAnswersWire {
  subject: NamedWire;
  /** The subject's questions in their order, answered or not. */
  questions: NamedWire[];
  /** Newest first. */
  feedbacks: {
    id: number;
    rating: number;
    comment: string;
    createdAt: string;
    answers: { questionId: number; rating: number }[];
  }[];
}

const named = { id: num, nameEn: str, nameKu: str, nameAr: str };
const average = v.nullable(v.pipe(v.number(), v.minValue(1), v.maxValue(5)));
const rating = v.pipe(num, v.integer(), v.minValue(1), v.maxValue(5));

export const feedbackAveragesSchema: Schema<FeedbackAveragesWire> = v.looseObject({
  subjects: v.array(
    v.looseObject({
      ...named,
      count,
      average,
      questions: v.array(v.looseObject({ ...named, count, average })),
    }),
  ),
});

export const feedbackAnswersSchema: Schema<FeedbackAnswersWire> = v.looseObject({
  subject: v.looseObject(named),
  questions: v.array(v.looseObject(named)),
  feedbacks: v.array(
    v.looseObject({
      id: num,
      rating,
      comment: str,
      createdAt: isoDateTime,
      answers: v.array(v.looseObject({ questionId: num, rating })),
    }),
  ),
});

/** Spec paths this file owns: none, both calls are extensions. */
export const WIRE_PATHS: readonly string[] = [];

export const EXTENSION_CALLS: readonly WireCall[] = [FEEDBACK_AVERAGES_CALL, FEEDBACK_ANSWERS_CALL];
