import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { NamedItem } from './doctor-profile-gateway';

/** What the feedbacks are grouped by. */
export type FeedbackSubject = 'doctor' | 'department';

/** A period of whole UTC days, `YYYY-MM-DD`, both counted. */
export interface DayPeriod {
  readonly from: string;
  readonly to: string;
}

export interface Summary {
  readonly count: number;
  readonly average: number | null;
}

/** Each doctor or department with a feedback in the period: its averages overall and per question. */
export interface FeedbackAverages {
  readonly subjects: readonly (NamedItem &
    Summary & { readonly questions: readonly (NamedItem & Summary)[] })[];
}

/** One doctor's or department's feedbacks in the period with every answer: what its averages are made of. */
export interface FeedbackAnswers {
  readonly subject: NamedItem;
  readonly questions: readonly NamedItem[];
  readonly feedbacks: readonly {
    readonly id: number;
    readonly rating: number;
    readonly comment: string;
    readonly createdAt: string;
    readonly answers: readonly { readonly questionId: number; readonly rating: number }[];
  }[];
}

/** A doctor or department with its feedback questions (the spec's grouped reads). */
export interface QuestionGroup {
  readonly id: string;
  readonly name: string;
  readonly questions: readonly { readonly id: string; readonly name: string }[];
}

/**
 * The feedback screens' reads: the averages and the answers behind them (extensions, area
 * feedback) and the spec's questions grouped by doctor and by department. Never throws.
 */
export interface FeedbackInsightsGateway {
  averages(by: FeedbackSubject, period: DayPeriod): Promise<Result<FeedbackAverages, AppError>>;
  answers(by: FeedbackSubject, id: number, period: DayPeriod): Promise<Result<FeedbackAnswers, AppError>>;
  questionGroups(by: FeedbackSubject): Promise<Result<readonly QuestionGroup[], AppError>>;
}
