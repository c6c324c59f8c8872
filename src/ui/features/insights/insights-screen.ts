/**
 * The statistics screens' chunk (`/dashboard/analytics`, `/dashboard/CenterStatistic`): the view,
 * its chart (uPlot) and its view-model travel together; the container builds the view-model's
 * factory from here.
 */
export { default as InsightsScreen } from './insights-screen.view';
export { InsightsViewModel } from './insights.view-model';
