import * as v from 'valibot';
import {
  FeedbackMessage,
  feedbackFormSchema,
  type FeedbackOptionWire,
  type FeedbackQuestionOptionWire,
  type SubmissionReceiptWire,
} from '../../../src/contract/submissions/site-forms';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import {
  FeedbackRefusal,
  answersProblem,
  feedbackRefusal,
} from '../../../src/domain/submissions/feedback-rules';
import { SubmissionKind } from '../../../src/domain/submissions/submission-limits';
import type { Db } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { PatientPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { patientActor, submit } from './site-form-handlers';

/** The most appointments the feedback page offers: a year of visits for nearly everyone. */
const OPTIONS_LIMIT = 50;

type Named = { id: number; name_en: string; name_ku: string; name_ar: string };
const option = (row: Named): FeedbackQuestionOptionWire => ({
  id: row.id,
  nameEn: row.name_en,
  nameKu: row.name_ku,
  nameAr: row.name_ar,
});

type Question = Named & { doctor_id: number | null; building_department_id: number | null };

/** The questions asked about these doctors and departments, in the order staff gave them. */
async function questionsOf(
  db: Db,
  doctorIds: readonly number[],
  departmentIds: readonly number[],
): Promise<Question[]> {
  if (doctorIds.length === 0 && departmentIds.length === 0) return [];
  return db
    .selectFrom('feedback_questions')
    .select(['id', 'name_en', 'name_ku', 'name_ar', 'doctor_id', 'building_department_id'])
    .where((eb) =>
      eb.or([
        ...(doctorIds.length > 0 ? [eb('doctor_id', 'in', doctorIds)] : []),
        ...(departmentIds.length > 0 ? [eb('building_department_id', 'in', departmentIds)] : []),
      ]),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * GET /api/SiteForms/MyFeedbackOptions (patient): the patient's own appointments they attended
 * (seen, begun), newest first, each with its doctor's questions, its center's departments that
 * have questions, and whether it was rated already.
 */
export async function listMyFeedbackOptions({
  services,
  principal,
}: RouteContext<PatientPrincipal>): Promise<FeedbackOptionWire[]> {
  const db = services.db;
  const appointments = await db
    .selectFrom('online_appointments as a')
    .leftJoin('feedbacks as f', 'f.appointment_id', 'a.id')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .innerJoin('centers as c', 'c.id', 'a.center_id')
    .select([
      'a.id',
      'a.starting_time',
      'a.center_id',
      'a.doctor_id',
      'f.id as feedback_id',
      'd.name_en as doctor_en',
      'd.name_ku as doctor_ku',
      'd.name_ar as doctor_ar',
      'c.name_en as center_en',
      'c.name_ku as center_ku',
      'c.name_ar as center_ar',
    ])
    .where('a.issuer_id', '=', principal.appUserId)
    .where('a.state', '=', AppointmentState.Seen)
    .where('a.starting_time', '<=', new Date(services.now()))
    .orderBy('a.starting_time', 'desc')
    .orderBy('a.id', 'desc')
    .limit(OPTIONS_LIMIT)
    .execute();
  if (appointments.length === 0) return [];
  const centerIds = [...new Set(appointments.map((a) => a.center_id))];
  const departments = await db
    .selectFrom('building_departments')
    .select(['id', 'center_id', 'name_en', 'name_ku', 'name_ar'])
    .where('center_id', 'in', centerIds)
    .orderBy('name_en')
    .execute();
  const questions = await questionsOf(
    db,
    [...new Set(appointments.map((a) => a.doctor_id))],
    departments.map((d) => d.id),
  );
  const asked = (key: 'doctor_id' | 'building_department_id', id: number) =>
    questions.filter((q) => q[key] === id).map(option);
  return appointments.map((a) => ({
    appointmentId: a.id,
    startingTime: a.starting_time.toISOString(),
    rated: a.feedback_id !== null,
    doctor: {
      id: a.doctor_id,
      nameEn: a.doctor_en,
      nameKu: a.doctor_ku,
      nameAr: a.doctor_ar,
      questions: asked('doctor_id', a.doctor_id),
    },
    center: { id: a.center_id, nameEn: a.center_en, nameKu: a.center_ku, nameAr: a.center_ar },
    departments: departments
      .filter((d) => d.center_id === a.center_id)
      .map((d) => ({ ...option(d), questions: asked('building_department_id', d.id) }))
      .filter((d) => d.questions.length > 0),
  }));
}

/** A second feedback of one appointment, found by the unique index while storing. */
class AlreadyRated extends Error {}

const refusal = (code: FeedbackRefusal): HttpAnswer => {
  switch (code) {
    case FeedbackRefusal.NotYours:
      return HttpAnswer.error(404, FeedbackMessage.NotYours, { code });
    case FeedbackRefusal.NotSeen:
      return HttpAnswer.error(409, FeedbackMessage.NotSeen, { code });
    case FeedbackRefusal.AlreadyRated:
      return HttpAnswer.error(409, FeedbackMessage.AlreadyRated, { code });
  }
};

const fieldRefusal = (field: string, problem: string): HttpAnswer =>
  HttpAnswer.error(400, `body.${field} is not valid.`, {
    field: `body.${field}`,
    errors: [{ field, problem }],
  });

/**
 * POST /api/SiteForms/Feedback (patient): rates an appointment the patient attended, about its
 * doctor or one department of its center, once. The abuse limits, the rows (the feedback and one
 * answer per question) and the audit record are one transaction; staff hear `submissionReceived`.
 */
export async function postFeedback(
  context: RouteContext<PatientPrincipal>,
): Promise<SubmissionReceiptWire | HttpAnswer> {
  const { services, principal } = context;
  const form = v.parse(feedbackFormSchema, context.body);
  const appointment = await services.db
    .selectFrom('online_appointments as a')
    .leftJoin('feedbacks as f', 'f.appointment_id', 'a.id')
    .select([
      'a.id',
      'a.issuer_id',
      'a.state',
      'a.starting_time',
      'a.doctor_id',
      'a.center_id',
      'f.id as feedback_id',
    ])
    .where('a.id', '=', form.appointmentId)
    .executeTakeFirst();
  const refused = feedbackRefusal(
    appointment === undefined
      ? null
      : {
          issuerId: appointment.issuer_id,
          state: appointment.state,
          startingTime: appointment.starting_time.getTime(),
          rated: appointment.feedback_id !== null,
        },
    principal.appUserId,
    services.now(),
  );
  if (refused !== null || appointment === undefined) return refusal(refused ?? FeedbackRefusal.NotYours);

  if (form.departmentId !== null) {
    const department = await services.db
      .selectFrom('building_departments')
      .select('id')
      .where('id', '=', form.departmentId)
      .where('center_id', '=', appointment.center_id)
      .executeTakeFirst();
    if (department === undefined) return fieldRefusal('departmentId', 'notAChoice');
  }
  const asked = (
    await questionsOf(
      services.db,
      form.departmentId === null ? [appointment.doctor_id] : [],
      form.departmentId === null ? [] : [form.departmentId],
    )
  ).map((q) => q.id);
  const problem = answersProblem(
    asked,
    form.answers.map((a) => a.questionId),
  );
  if (problem !== null) return fieldRefusal('answers', problem);

  try {
    const answer = await submit(context, {
      kind: SubmissionKind.Feedback,
      area: PermissionArea.Feedback,
      entity: 'Feedback',
      actor: patientActor(principal),
      phoneNumber: principal.phoneNumber,
      trapped: form.website !== '',
      store: async (trx, at) => {
        // Under the forms' lock: two sends of one appointment are stored one after the other,
        // and the unique index keeps the second out.
        const stored = await trx
          .insertInto('feedbacks')
          .values({
            app_user_id: principal.appUserId,
            appointment_id: appointment.id,
            doctor_id: form.departmentId === null ? appointment.doctor_id : null,
            building_department_id: form.departmentId,
            rating: form.rating,
            comment: form.comment,
            created_at: at,
          })
          .onConflict((oc) => oc.column('appointment_id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (stored === undefined) throw new AlreadyRated();
        if (form.answers.length > 0) {
          await trx
            .insertInto('feedback_answers')
            .values(
              form.answers.map((a) => ({
                feedback_id: stored.id,
                feedback_question_id: a.questionId,
                rating: a.rating,
              })),
            )
            .execute();
        }
        return stored;
      },
    });
    return answer instanceof HttpAnswer ? answer : { id: answer.id };
  } catch (error) {
    if (error instanceof AlreadyRated) return refusal(FeedbackRefusal.AlreadyRated);
    throw error;
  }
}
