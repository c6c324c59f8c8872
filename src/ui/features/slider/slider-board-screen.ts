/**
 * The slider board's chunk (`/dashboard/slider`): its view, view-model and drag-and-drop library
 * travel together; the container builds the view-model's factory from here.
 */
export { default as SliderBoardScreen } from './slider-board.view';
export { SliderBoardViewModel } from './slider-board.view-model';
