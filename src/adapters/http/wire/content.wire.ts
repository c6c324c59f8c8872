import type { Selectable } from '../../../domain/content/news-feed-selection';
import type { DoctorId } from '../../../domain/doctors/doctor-id';
import type { DepartmentId } from '../../../domain/feedback/department-id';
import type { FeedbackQuestion, FeedbackQuestionId } from '../../../domain/feedback/feedback-question';
import type {
  FeedbackQuestionGroup,
  SliderImage,
  SliderImageGroup,
} from '../../../application/resources/content-items';
import { arrayOf, nullable, object, str, type Check } from './shape';
import { idText, wireId } from './wire-values';

/** A slider destination: a placement name (matched without spaces, 001 §3) or a placement number. */
const destination: Check<string | number> = (v, p) =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))
    ? { ok: true, value: v }
    : { ok: false, field: p };

/** A child of a slider group (001 §3 `destination`; `id`, `imageUrl` are the product's). */
export interface SliderImageWire {
  id: string | number;
  imageUrl: string;
  destination: string | number;
}

export const sliderImageCheck: Check<SliderImageWire> = object({ id: wireId, imageUrl: str, destination });

export const toSliderImage = (wire: SliderImageWire): SliderImage => ({
  id: idText(wire.id),
  imageUrl: wire.imageUrl,
  destination: wire.destination,
});

/** A group of `/Carousel/GetCarouselGroupedByDestinations`, `childerens` spelt as sent (001 §3). */
export interface SliderGroupWire {
  childerens: SliderImageWire[];
}

export const sliderGroupCheck: Check<SliderGroupWire> = object({ childerens: arrayOf(sliderImageCheck) });

export const toSliderGroup = (wire: SliderGroupWire): SliderImageGroup => ({
  children: wire.childerens.map(toSliderImage),
});

/**
 * A feedback question (001 §3 `name`). `id`, `doctorId` and `departmentId` are the product's; a
 * question is about a doctor, a department, or neither (null or left out).
 */
export interface FeedbackQuestionWire {
  id: string | number;
  name: string;
  doctorId?: string | number | null;
  departmentId?: string | number | null;
}

export const feedbackQuestionCheck: Check<FeedbackQuestionWire> = object({
  id: wireId,
  name: str,
  doctorId: nullable(wireId),
  departmentId: nullable(wireId),
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

export const feedbackQuestionGroupCheck: Check<FeedbackQuestionGroupWire> = object({
  id: wireId,
  name: str,
  questions: arrayOf(feedbackQuestionCheck),
});

export const toDoctorQuestionGroup = (wire: FeedbackQuestionGroupWire): FeedbackQuestionGroup<DoctorId> => ({
  key: idText(wire.id) as DoctorId,
  name: wire.name,
  questions: wire.questions.map(toFeedbackQuestion),
});

export const toDepartmentQuestionGroup = (
  wire: FeedbackQuestionGroupWire,
): FeedbackQuestionGroup<DepartmentId> => ({
  key: idText(wire.id) as DepartmentId,
  name: wire.name,
  questions: wire.questions.map(toFeedbackQuestion),
});

/** A doctor, center, video or instruction a news-feed rule can select (001 §3: `id`, `name`). */
export interface SelectableWire {
  id: string | number;
  name: string;
}

export const selectableCheck: Check<SelectableWire> = object({ id: wireId, name: str });

export const toSelectable = (wire: SelectableWire): Selectable => ({ id: idText(wire.id), name: wire.name });

/** Spec paths this file owns outside the resource table: none, its reads are table rows. */
export const WIRE_PATHS: readonly string[] = [];
