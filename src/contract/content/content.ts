import type { Selectable } from '../../domain/content/news-feed-selection';
import type { DoctorId } from '../../domain/doctors/doctor-id';
import type { DepartmentId } from '../../domain/feedback/department-id';
import type { FeedbackQuestion, FeedbackQuestionId } from '../../domain/feedback/feedback-question';
import * as v from 'valibot';
import { num, str, type Schema } from '../shared/schema';
import { idText, wireId } from '../shared/values';

/** A slider destination: a placement name (matched without spaces, the spec) or a placement number. */
const destination: Schema<string | number> = v.union([str, num]);

/** A child of a slider group (the spec's `destination`; `id`, `imageUrl` are the product's). */
export interface SliderImageWire {
  id: string | number;
  imageUrl: string;
  destination: string | number;
}

export const sliderImageSchema: Schema<SliderImageWire> = v.looseObject({
  id: wireId,
  imageUrl: str,
  destination,
});

export const toSliderImage = (wire: SliderImageWire) => ({
  id: idText(wire.id),
  imageUrl: wire.imageUrl,
  destination: wire.destination,
});

/**
 * A group of `/Carousel/GetCarouselGroupedByDestinations`, `childerens` spelt as sent (the spec);
 * the reference server's `id` and names, when sent, make the group a choice of a carousel image's
 * destination in the record editor (a lookup's row keeps its wire names: `nameEn`…).
 */
export interface SliderGroupWire {
  id?: string | number | null | undefined;
  nameEn?: string | null | undefined;
  nameKu?: string | null | undefined;
  nameAr?: string | null | undefined;
  childerens: SliderImageWire[];
}

const optionalName = v.optional(v.nullable(str));

export const sliderGroupSchema: Schema<SliderGroupWire> = v.looseObject({
  id: v.optional(v.nullable(wireId)),
  nameEn: optionalName,
  nameKu: optionalName,
  nameAr: optionalName,
  childerens: v.array(sliderImageSchema),
});

/** A group of the spec's fields alone stays `{ children }`; one with an id also carries its names. */
export const toSliderGroup = (wire: SliderGroupWire) => ({
  ...(wire.id === undefined || wire.id === null
    ? {}
    : { id: wire.id, nameEn: wire.nameEn ?? null, nameKu: wire.nameKu ?? null, nameAr: wire.nameAr ?? null }),
  children: wire.childerens.map(toSliderImage),
});

/**
 * A feedback question (the spec's `name`). `id`, `doctorId` and `departmentId` are the product's; a
 * question is about a doctor, a department, or neither (null or left out).
 */
export interface FeedbackQuestionWire {
  id: string | number;
  name: string;
  doctorId?: string | number | null;
  departmentId?: string | number | null;
}

export const feedbackQuestionSchema: Schema<FeedbackQuestionWire> = v.looseObject({
  id: wireId,
  name: str,
  doctorId: v.nullish(wireId),
  departmentId: v.nullish(wireId),
});

const optionalId = (id: string | number | null | undefined): string | undefined =>
  id === null || id === undefined ? undefined : idText(id);

export const toFeedbackQuestion = (wire: FeedbackQuestionWire): FeedbackQuestion => ({
  id: idText(wire.id) as FeedbackQuestionId,
  name: wire.name,
  doctorId: optionalId(wire.doctorId) as DoctorId | undefined,
  departmentId: optionalId(wire.departmentId) as DepartmentId | undefined,
});

/**
 * A group of `GetDoctorQuestionsGrouped` or `GetDepartmentQuestionsGrouped`: the doctor's or the
 * department's id and name with its questions (the product's names).
 */
export interface FeedbackQuestionGroupWire {
  id: string | number;
  name: string;
  questions: FeedbackQuestionWire[];
}

export const feedbackQuestionGroupSchema: Schema<FeedbackQuestionGroupWire> = v.looseObject({
  id: wireId,
  name: str,
  questions: v.array(feedbackQuestionSchema),
});

export const toDoctorQuestionGroup = (wire: FeedbackQuestionGroupWire) => ({
  key: idText(wire.id) as DoctorId,
  name: wire.name,
  questions: wire.questions.map(toFeedbackQuestion),
});

export const toDepartmentQuestionGroup = (wire: FeedbackQuestionGroupWire) => ({
  key: idText(wire.id) as DepartmentId,
  name: wire.name,
  questions: wire.questions.map(toFeedbackQuestion),
});

/** A doctor, center, video or instruction a news-feed rule can select (the spec: `id`, `name`). */
export interface SelectableWire {
  id: string | number;
  name: string;
}

export const selectableSchema: Schema<SelectableWire> = v.looseObject({ id: wireId, name: str });

export const toSelectable = (wire: SelectableWire): Selectable => ({ id: idText(wire.id), name: wire.name });

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
