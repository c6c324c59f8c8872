import type { FeedbackQuestionGroupWire, FeedbackQuestionWire } from '../../../src/contract/content/content';
import { HttpAnswer } from '../../http/http-answer';
import { rowId } from '../shared/input';
import type { ResourceHandler } from '../shared/resource-handler';
import { toWireRow } from '../shared/wire-row';
import type { Db } from '../../db/database';

async function questions(db: Db): Promise<(FeedbackQuestionWire & Record<string, unknown>)[]> {
  const rows = await db
    .selectFrom('feedback_questions')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...toWireRow(r),
    id: r.id,
    name: r.name_en,
    doctorId: r.doctor_id,
    departmentId: r.building_department_id,
  }));
}

/** GET /api/FeedbackQuestions (area feedback): every question, about a doctor, a department or neither. */
export const listFeedbackQuestions: ResourceHandler = ({ services }) => questions(services.db);

/** GET /api/FeedbackQuestions/GetDoctorQuestionsGrouped (area feedback): each doctor with their questions. */
export const listDoctorQuestionGroups: ResourceHandler = async ({ services }) => {
  const [all, doctors] = await Promise.all([
    questions(services.db),
    services.db.selectFrom('doctors').select(['id', 'name_en']).orderBy('name_en').execute(),
  ]);
  return doctors
    .map((d): FeedbackQuestionGroupWire => ({
      id: d.id,
      name: d.name_en,
      questions: all.filter((q) => q.doctorId === d.id),
    }))
    .filter((g) => g.questions.length > 0);
};

/** GET /api/FeedbackQuestions/GetDepartmentQuestionsGrouped (area feedback): each department with its questions. */
export const listDepartmentQuestionGroups: ResourceHandler = async ({ services }) => {
  const [all, departments] = await Promise.all([
    questions(services.db),
    services.db.selectFrom('building_departments').select(['id', 'name_en']).orderBy('name_en').execute(),
  ]);
  return departments
    .map((d): FeedbackQuestionGroupWire => ({
      id: d.id,
      name: d.name_en,
      questions: all.filter((q) => q.departmentId === d.id),
    }))
    .filter((g) => g.questions.length > 0);
};

/** GET /api/FeedbackQuestions/GetDepartmentsForFeedbacks (area feedback): departments that have questions. */
export const listFeedbackDepartments: ResourceHandler = async ({ services }) =>
  services.db
    .selectFrom('building_departments as d')
    .select(['d.id', 'd.name_en as name'])
    .where('d.id', 'in', (eb) =>
      eb
        .selectFrom('feedback_questions')
        .select('building_department_id')
        .where('building_department_id', 'is not', null),
    )
    .orderBy('d.name_en')
    .execute()
    .then((rows) => rows.map((r) => ({ id: r.id, name: r.name })));

type FeedbackScope = 'doctors' | 'all';

const feedbacks =
  (scope: FeedbackScope): ResourceHandler =>
  async ({ services }) => {
    let query = services.db.selectFrom('feedbacks').selectAll();
    if (scope === 'doctors') query = query.where('doctor_id', 'is not', null);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toWireRow);
  };

/** GET /api/Feedbacks/GetDashboardFeedbacks (area feedback): the feedbacks about doctors, newest first. */
export const listDoctorsFeedbacks = feedbacks('doctors');
/** GET /api/Feedbacks/GetDashboardAllFeedbacks (area feedback): every feedback, newest first. */
export const listAllFeedbacks = feedbacks('all');

const feedbacksOf =
  (column: 'doctor_id' | 'building_department_id'): ResourceHandler =>
  async ({ services, params }) => {
    const id = rowId(params.id);
    if (id instanceof HttpAnswer) return id;
    const rows = await services.db
      .selectFrom('feedbacks')
      .selectAll()
      .where(column, '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toWireRow);
  };

/** GET /api/Feedbacks/GetDashboardDoctorFeedbacks/{id} (area feedback). */
export const listFeedbacksOfDoctor = feedbacksOf('doctor_id');
/** GET /api/Feedbacks/GetDashboardDepartmentFeedbacks/{id} (area feedback). */
export const listFeedbacksOfDepartment = feedbacksOf('building_department_id');
