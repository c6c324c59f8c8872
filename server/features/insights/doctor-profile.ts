import { sql } from 'kysely';
import {
  DOCTOR_PROFILE_LATEST,
  type DoctorProfileWire,
  type NamedWire,
} from '../../../src/contract/insights/doctor-profile';
import { AppointmentState } from '../../../src/domain/appointments/appointment-state';
import { ratingsByQuestion, ratingSummary } from '../../../src/domain/feedback/rating-summary';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import type { Db } from '../../db/database';
import { HttpAnswer } from '../../http/http-answer';
import type { StaffPrincipal } from '../../http/principal';
import type { RouteContext } from '../../http/route';
import { rowId } from '../shared/input';

const named = (row: { id: number; name_en: string; name_ku: string; name_ar: string }): NamedWire => ({
  id: row.id,
  nameEn: row.name_en,
  nameKu: row.name_ku,
  nameAr: row.name_ar,
});

/** `HH:MM` of a stored time of day (`08:30:00`). */
const hourMinute = (time: string) => time.slice(0, 5);

/**
 * GET /api/Dashboard/DoctorProfile/{id}?from=…&to=… (area doctors): the doctor's details,
 * speciality, center, tags, assistants, certificates and booking settings; with the appointments
 * area, the appointments starting between `from` and `to` (the caller's month) by state after the
 * missed rule; with the feedback area, every feedback's count and mean, each question's (by the
 * domain's `ratingSummary`, the rule the screens use), and the latest feedbacks. An unknown doctor
 * is 404.
 */
export async function doctorProfile({ services, principal, params, query }: RouteContext<StaffPrincipal>) {
  const id = rowId(params.id, 'doctor id');
  if (id instanceof HttpAnswer) return id;
  const { db } = services;
  const doctor = await db.selectFrom('doctors').selectAll().where('id', '=', id).executeTakeFirst();
  if (doctor === undefined) return HttpAnswer.error(404, 'No doctor has this id.');
  const areas = new Set(principal.areas);
  const from = new Date(String(query.from));
  const to = new Date(String(query.to));

  const [speciality, center, tags, assistants, certificates, settings, month, feedback] = await Promise.all([
    db
      .selectFrom('specialities')
      .select(['id', 'name_en', 'name_ku', 'name_ar'])
      .where('id', '=', doctor.speciality_id)
      .executeTakeFirst(),
    db
      .selectFrom('centers')
      .select(['id', 'name_en', 'name_ku', 'name_ar'])
      .where('id', '=', doctor.center_id)
      .executeTakeFirst(),
    db
      .selectFrom('doctor_tags as t')
      .innerJoin('doctor_tag_links as l', 'l.doctor_tag_id', 't.id')
      .select(['t.id', 't.name_en', 't.name_ku', 't.name_ar'])
      .where('l.doctor_id', '=', id)
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('doctor_assistants as a')
      .innerJoin('doctor_assistant_doctors as d', 'd.doctor_assistant_id', 'a.id')
      .select(['a.id', 'a.full_name'])
      .where('d.doctor_id', '=', id)
      .orderBy('a.full_name')
      .execute(),
    db
      .selectFrom('doctor_certifications')
      .select(['id', 'title_en', 'title_ku', 'title_ar', 'issued_by', 'issued_year'])
      .where('doctor_id', '=', id)
      .orderBy('issued_year', 'desc')
      .orderBy('id')
      .execute(),
    // One row per doctor and center (320): the doctor's own center's settings.
    db
      .selectFrom('doctor_appointment_settings as s')
      .innerJoin('doctors as d', 'd.id', 's.doctor_id')
      .selectAll('s')
      .where('s.doctor_id', '=', id)
      .orderBy(sql`s.center_id = d.center_id`, 'desc')
      .orderBy('s.center_id')
      .executeTakeFirst(),
    areas.has(PermissionArea.Appointments) ? readMonth(db, id, from, to, services.now()) : undefined,
    areas.has(PermissionArea.Feedback) ? readFeedback(db, id) : undefined,
  ]);

  const answer: DoctorProfileWire = {
    doctor: {
      ...named(doctor),
      photoUrl: doctor.photo_url,
      bioEn: doctor.bio_en,
      bioKu: doctor.bio_ku,
      bioAr: doctor.bio_ar,
      phoneNumber: doctor.phone_number,
      yearsOfExperience: doctor.years_of_experience,
      isActive: doctor.is_active,
    },
    speciality: speciality === undefined ? null : named(speciality),
    center: center === undefined ? null : named(center),
    tags: tags.map(named),
    assistants: assistants.map((a) => ({ id: a.id, fullName: a.full_name })),
    certificates: certificates.map((c) => ({
      id: c.id,
      titleEn: c.title_en,
      titleKu: c.title_ku,
      titleAr: c.title_ar,
      issuedBy: c.issued_by,
      issuedYear: c.issued_year,
    })),
    settings:
      settings === undefined
        ? null
        : {
            acceptsOnlineBooking: settings.accepts_online_booking,
            slotMinutes: settings.slot_minutes,
            workingDays: settings.working_days,
            dayStartsAt: hourMinute(settings.day_starts_at),
            dayEndsAt: hourMinute(settings.day_ends_at),
            maxPatientsPerDay: settings.max_patients_per_day,
            bookingWindowDays: settings.booking_window_days,
            consultationFee: settings.consultation_fee,
          },
    ...(month === undefined ? {} : { month }),
    ...(feedback === undefined ? {} : { feedback }),
  };
  return answer;
}

async function readMonth(db: Db, doctorId: number, from: Date, to: Date, now: number) {
  const state = sql<number>`case when state = ${AppointmentState.Reserved} and starting_time <= ${new Date(now)}
    then ${AppointmentState.Missed} else state end`;
  const rows = await db
    .selectFrom('online_appointments')
    .select((eb) => [state.as('state'), eb.fn.countAll<string | number>().as('n')])
    .where('doctor_id', '=', doctorId)
    .where('starting_time', '>=', from)
    .where('starting_time', '<', to)
    // By position: `state` alone would name the stored column, not the state after the rule.
    .groupBy(sql`1`)
    .execute();
  return {
    states: rows
      .map((r) => ({ state: Number(r.state) as AppointmentState, count: Number(r.n) }))
      .sort((a, b) => a.state - b.state),
  };
}

async function readFeedback(db: Db, doctorId: number) {
  const [feedbacks, answers, questions] = await Promise.all([
    db
      .selectFrom('feedbacks')
      .select(['id', 'rating', 'comment', 'created_at'])
      .where('doctor_id', '=', doctorId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('feedback_answers as a')
      .innerJoin('feedbacks as f', 'f.id', 'a.feedback_id')
      .select(['a.feedback_question_id', 'a.rating'])
      .where('f.doctor_id', '=', doctorId)
      .execute(),
    db
      .selectFrom('feedback_questions')
      .select(['id', 'name_en', 'name_ku', 'name_ar'])
      .where('doctor_id', '=', doctorId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const overall = ratingSummary(feedbacks.map((f) => f.rating));
  const perQuestion = ratingsByQuestion(
    answers.map((a) => ({ questionId: a.feedback_question_id, rating: a.rating })),
  );
  return {
    count: overall.count,
    average: overall.average,
    questions: questions.map((q) => ({
      ...named(q),
      count: perQuestion.get(q.id)?.count ?? 0,
      average: perQuestion.get(q.id)?.average ?? null,
    })),
    latest: feedbacks.slice(0, DOCTOR_PROFILE_LATEST).map((f) => ({
      id: f.id,
      rating: f.rating,
      comment: f.comment,
      createdAt: f.created_at.toISOString(),
    })),
  };
}
