import { createContext, useContext } from 'react';
import type { AppViewModel } from './app.view-model';

export const AppContext = createContext<AppViewModel | null>(null);

/** The dashboard's shared state (session, language, theme); a view outside `<DashboardApp>` is a bug. */
export function useApp(): AppViewModel {
  const app = useContext(AppContext);
  if (app === null) throw new Error('useApp() used outside <DashboardApp>');
  return app;
}
