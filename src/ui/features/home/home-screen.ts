/**
 * The home screen's chunk: its view, its chart (uPlot) and its view-model travel together, fetched
 * with `/dashboard/default` (the container builds the view-model's factory from here).
 */
export { default as HomeScreen } from './home-screen.view';
export { HomeViewModel } from './home.view-model';
