import * as v from 'valibot';
import type {
  DayPeriod,
  FeedbackAnswers,
  FeedbackAverages,
  FeedbackInsightsGateway,
  FeedbackSubject,
  QuestionGroup,
} from '../../application/ports/feedback-insights-gateway';
import { feedbackQuestionGroupSchema } from '../../contract/content/content';
import {
  FEEDBACK_ANSWERS_CALL,
  FEEDBACK_AVERAGES_CALL,
  feedbackAnswersSchema,
  feedbackAveragesSchema,
} from '../../contract/insights/feedback-insights';
import { READS } from '../../contract/reads/reads';
import type { WireCall } from '../../contract/shared/wire-call';
import { idText, mapped } from '../../contract/shared/values';
import type { AppError } from '../../domain/errors/app-error';
import type { Result } from '../../domain/shared/result';
import type { HttpClient } from '../http/http-client';
import { sendWireCall } from './wire-request';

/** The spec's two grouped reads, sent as the resource table spells them. */
const GROUPED: Readonly<Record<FeedbackSubject, WireCall>> = {
  doctor: { method: 'GET', path: READS.doctorQuestionGroups.path, auth: 'staff' },
  department: { method: 'GET', path: READS.departmentQuestionGroups.path, auth: 'staff' },
};

const groupsSchema = mapped(v.array(feedbackQuestionGroupSchema), (groups): QuestionGroup[] =>
  groups.map((g) => ({
    id: idText(g.id),
    name: g.name,
    questions: g.questions.map((q) => ({ id: idText(q.id), name: q.name })),
  })),
);

/** `FeedbackInsightsGateway` over the averages' and answers' calls and the spec's grouped questions. */
export class FetchFeedbackInsightsGateway implements FeedbackInsightsGateway {
  constructor(private readonly http: HttpClient) {}

  averages(by: FeedbackSubject, period: DayPeriod): Promise<Result<FeedbackAverages, AppError>> {
    return sendWireCall(this.http, FEEDBACK_AVERAGES_CALL, {
      name: 'feedbackAverages',
      check: feedbackAveragesSchema,
      query: { by, from: period.from, to: period.to },
    });
  }

  answers(by: FeedbackSubject, id: number, period: DayPeriod): Promise<Result<FeedbackAnswers, AppError>> {
    return sendWireCall(this.http, FEEDBACK_ANSWERS_CALL, {
      name: 'feedbackAnswers',
      check: feedbackAnswersSchema,
      params: { by, id },
      query: { from: period.from, to: period.to },
    });
  }

  questionGroups(by: FeedbackSubject): Promise<Result<readonly QuestionGroup[], AppError>> {
    return sendWireCall(this.http, GROUPED[by], { name: `${by}QuestionGroups`, check: groupsSchema });
  }
}
