import type { SliderChild, SliderGroup } from '../../domain/content/slider-destination';
import type { FeedbackQuestion } from '../../domain/feedback/feedback-question';

/** A slider image of a destination group (each child has a `destination`). */
export interface SliderImage extends SliderChild {
  readonly id: string;
  readonly imageUrl: string;
}

/** A slider destination group as the server groups it (wire `childerens`). */
export type SliderImageGroup = SliderGroup<SliderImage>;

/** The feedback questions about one doctor or one department, as the server groups them. */
export interface FeedbackQuestionGroup<K> {
  /** The doctor's or the department's id. */
  readonly key: K;
  /** The doctor's or the department's name. */
  readonly name: string;
  readonly questions: readonly FeedbackQuestion[];
}
