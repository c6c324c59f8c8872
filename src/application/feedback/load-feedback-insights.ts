import type { AppError } from '../../domain/errors/app-error';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { PermissionArea } from '../../domain/lists/permission-area';
import type { Result } from '../../domain/shared/result';
import { recordForbidden } from '../lists/record-forbidden';
import type {
  DayPeriod,
  FeedbackAnswers,
  FeedbackAverages,
  FeedbackInsightsGateway,
  FeedbackSubject,
  QuestionGroup,
} from '../ports/feedback-insights-gateway';
import type { StateStore } from '../shared/state-store';

/** The feedback screens' reads; a 403 on any marks the feedback area forbidden. */
export class LoadFeedbackInsights {
  constructor(
    private readonly gateway: FeedbackInsightsGateway,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  averages(by: FeedbackSubject, period: DayPeriod): Promise<Result<FeedbackAverages, AppError>> {
    return this.noted(this.gateway.averages(by, period));
  }

  answers(by: FeedbackSubject, id: number, period: DayPeriod): Promise<Result<FeedbackAnswers, AppError>> {
    return this.noted(this.gateway.answers(by, id, period));
  }

  questionGroups(by: FeedbackSubject): Promise<Result<readonly QuestionGroup[], AppError>> {
    return this.noted(this.gateway.questionGroups(by));
  }

  private async noted<T>(call: Promise<Result<T, AppError>>): Promise<Result<T, AppError>> {
    const result = await call;
    if (!result.ok) recordForbidden(this.forbidden, PermissionArea.Feedback, result.error);
    return result;
  }
}
