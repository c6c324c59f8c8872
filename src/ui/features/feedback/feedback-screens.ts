/**
 * The feedback screens' chunk (`/dashboard/feedbacks`, its drill-downs and
 * `/dashboard/feedback-questions`): the views and their view-models travel together; the container
 * builds the view-models' factories from here.
 */
export {
  FeedbackAveragesScreen,
  FeedbackDrillScreen,
  FeedbackQuestionsScreen,
} from './feedback-screens.view';
export { feedbackViewModels } from './feedback.view-model';
