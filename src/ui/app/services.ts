import { createContext, useContext } from 'react';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { Translator } from '../../application/ports/translator';
import type { RefreshUnreadCounter } from '../../application/chat/refresh-unread-counter';
import type { LoadResourceList } from '../../application/lists/load-resource-list';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import type { LogIn } from '../../application/session/log-in';
import type { LogOut } from '../../application/session/log-out';
import type { StartSession } from '../../application/session/start-session';
import type { SwitchLanguage } from '../../application/translations/switch-language';

/**
 * What the dashboard's views need, in application types only: the entry point resolves these from
 * the composition root, so no view ever imports an adapter.
 */
export interface DashboardServices {
  readonly logIn: LogIn;
  readonly logOut: LogOut;
  readonly startSession: StartSession;
  readonly loadResourceList: LoadResourceList;
  /** For the single-record reads the shell needs (the logo record of the tab identity). */
  readonly resources: ResourceGateway;
  readonly switchLanguage: SwitchLanguage;
  /** The chat badge's count (000 §2). */
  readonly refreshUnreadCounter: RefreshUnreadCounter;
  readonly translator: Translator;
  /** Local storage: the theme config (`berry-config`) lives here. */
  readonly storage: KeyValueStore;
}

export const ServicesContext = createContext<DashboardServices | null>(null);

/** The services handed down by `<DashboardApp>`; a view outside it is a bug. */
export function useServices(): DashboardServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices() used outside <DashboardApp>');
  return services;
}
