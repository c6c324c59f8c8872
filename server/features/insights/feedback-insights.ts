import type {
  FeedbackAnswersWire,
  FeedbackAveragesWire,
  FeedbackSubject,
} from '../../../src/contract/insights/feedback-insights';
import { isFeedbackSubject } from '../../../src/contract/insights/feedback-insights';
import type { NamedWire } from '../../../src/contract/insights/doctor-profile';
import { averagesBySubject } from '../../../src/domain/feedback/feedback-averages';
import type { Db } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { badRequest, notFound, rowId } from '../shared/input';

type NamedRow = { id: number; name_en: string; name_ku: string; name_ar: string };

const named = (row: NamedRow): NamedWire => ({
  id: row.id,
  nameEn: row.name_en,
  nameKu: row.name_ku,
  nameAr: row.name_ar,
});

const SUBJECT = {
  doctor: { table: 'doctors', column: 'doctor_id' },
  department: { table: 'building_departments', column: 'building_department_id' },
} as const;

/** The instants a period of UTC days spans: its first day's midnight up to the day after its last. */
function span(query: Readonly<Record<string, unknown>>): { from: Date; to: Date } {
  const from = new Date(`${String(query.from)}T00:00:00Z`);
  const to = new Date(Date.parse(`${String(query.to)}T00:00:00Z`) + 86_400_000);
  return { from, to };
}

/** The period's feedbacks about the subject kind (or one subject), newest first, with their answers. */
async function feedbacksIn(
  db: Db,
  by: FeedbackSubject,
  period: { from: Date; to: Date },
  subjectId?: number,
) {
  const column = SUBJECT[by].column;
  let query = db
    .selectFrom('feedbacks')
    .select(['id', 'rating', 'comment', 'created_at', `${column} as subject_id`])
    .where(column, 'is not', null)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to);
  if (subjectId !== undefined) query = query.where(column, '=', subjectId);
  const feedbacks = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const answers =
    feedbacks.length === 0
      ? []
      : await db
          .selectFrom('feedback_answers')
          .select(['feedback_id', 'feedback_question_id', 'rating'])
          .where(
            'feedback_id',
            'in',
            feedbacks.map((f) => f.id),
          )
          .orderBy('feedback_question_id')
          .execute();
  const byFeedback = new Map<number, { questionId: number; rating: number }[]>();
  for (const a of answers) {
    const list = byFeedback.get(a.feedback_id) ?? [];
    list.push({ questionId: a.feedback_question_id, rating: a.rating });
    byFeedback.set(a.feedback_id, list);
  }
  return feedbacks.map((f) => ({
    id: f.id,
    subjectId: f.subject_id as number,
    rating: f.rating,
    comment: f.comment,
    createdAt: new Date(f.created_at).toISOString(),
    answers: byFeedback.get(f.id) ?? [],
  }));
}

async function questionsOf(db: Db, by: FeedbackSubject, subjectIds: readonly number[]) {
  if (subjectIds.length === 0) return [];
  return db
    .selectFrom('feedback_questions')
    .select(['id', 'name_en', 'name_ku', 'name_ar', `${SUBJECT[by].column} as subject_id`])
    .where(SUBJECT[by].column, 'in', subjectIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * GET /api/Dashboard/FeedbackAverages?by=doctor|department&from=YYYY-MM-DD&to=YYYY-MM-DD (area
 * feedback): each doctor or department with a feedback in the period (UTC days, both counted),
 * its feedbacks' count and mean and each of its questions' (answered or not), by the domain's
 * `averagesBySubject`; subjects by English name.
 */
export async function feedbackAverages({
  services,
  query,
}: RouteContext<StaffPrincipal>): Promise<FeedbackAveragesWire> {
  const { db } = services;
  const by = query.by as FeedbackSubject;
  const feedbacks = await feedbacksIn(db, by, span(query));
  const averages = averagesBySubject(feedbacks);
  const ids = averages.map((a) => a.subjectId);
  const [subjects, questions] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom(SUBJECT[by].table)
          .select(['id', 'name_en', 'name_ku', 'name_ar'])
          .where('id', 'in', ids)
          .execute(),
    questionsOf(db, by, ids),
  ]);
  const nameOf = new Map(subjects.map((s) => [s.id, s]));
  return {
    subjects: averages
      .flatMap((a) => {
        const subject = nameOf.get(a.subjectId);
        if (subject === undefined) return [];
        return [
          {
            ...named(subject),
            ...a.overall,
            questions: questions
              .filter((q) => q.subject_id === a.subjectId)
              .map((q) => ({ ...named(q), ...(a.questions.get(q.id) ?? { count: 0, average: null }) })),
          },
        ];
      })
      .sort((x, y) => x.nameEn.localeCompare(y.nameEn, 'en') || x.id - y.id),
  };
}

/**
 * GET /api/Dashboard/FeedbackAnswers/{by}/{id}?from=…&to=… (area feedback): one doctor's or
 * department's questions and its feedbacks in the period, newest first, each with its answers.
 * `by` other than doctor or department, or an id that is not a whole number, is 400; an unknown
 * subject 404.
 */
export async function feedbackAnswers({
  services,
  params,
  query,
}: RouteContext<StaffPrincipal>): Promise<FeedbackAnswersWire | HttpAnswer> {
  const by = params.by;
  if (!isFeedbackSubject(by)) return badRequest('by must be doctor or department.');
  const id = rowId(params.id, `${by} id`);
  if (id instanceof HttpAnswer) return id;
  const { db } = services;
  const subject = await db
    .selectFrom(SUBJECT[by].table)
    .select(['id', 'name_en', 'name_ku', 'name_ar'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (subject === undefined) return notFound(`No ${by} has this id.`);
  const [questions, feedbacks] = await Promise.all([
    questionsOf(db, by, [id]),
    feedbacksIn(db, by, span(query), id),
  ]);
  return {
    subject: named(subject),
    questions: questions.map(named),
    feedbacks: feedbacks.map(({ subjectId: _subject, ...f }) => f),
  };
}
