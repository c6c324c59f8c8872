import type { AppViewModel } from './app.view-model';
import { useInstance } from './container-context';
import { ViewModels } from './view-models';

/** The dashboard's shared state (session, language, theme). */
export function useApp(): AppViewModel {
  return useInstance(ViewModels.App);
}
