import { createContext, useContext } from 'react';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { Translator } from '../../application/ports/translator';
import type { ChatAlertTargets } from '../../application/chat/watch-chat-alerts';
import type { Unsubscribe } from '../../application/ports/unsubscribe';
import type { LoadAuditPage } from '../../application/audit/load-audit-page';
import type { LoadResourceList } from '../../application/lists/load-resource-list';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import type { LogIn } from '../../application/session/log-in';
import type { LogOut } from '../../application/session/log-out';
import type { StartSession } from '../../application/session/start-session';
import type { SwitchLanguage } from '../../application/translations/switch-language';
import type { NoticeFeed } from '../features/snackbar/notice-feed';

/**
 * What the dashboard's views need, in application types only: the entry point resolves these from
 * the composition root, so no view ever imports an adapter.
 */
export interface DashboardServices {
  readonly logIn: Pick<LogIn, 'execute'>;
  readonly logOut: Pick<LogOut, 'execute'>;
  readonly startSession: StartSession;
  readonly loadResourceList: Pick<LoadResourceList, 'execute'>;
  /** The audit screen's pages (000 §7: offset and end, paged by the server). */
  readonly loadAuditPage: Pick<LoadAuditPage, 'execute'>;
  /** For the single-record reads the shell needs (the logo record of the tab identity). */
  readonly resources: ResourceGateway;
  readonly switchLanguage: SwitchLanguage;
  /**
   * The shell's live updates (000 §4, §8): starts the two hubs when a chat token exists and
   * watches them (unread counter, "New Chat Message", "New SMS Code Request"); resolves to the
   * function that stops watching.
   */
  readonly startLiveUpdates: (targets: ChatAlertTargets) => Promise<Unsubscribe>;
  /**
   * Starts loading what the calls above wait for (the container's chunk), without waiting: the
   * login form calls it when the user starts typing, so the first paint does not carry it.
   */
  readonly preload: () => void;
  /** The notices the snackbar shows ("New Chat Message", ...), one at a time. */
  readonly notices: NoticeFeed;
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
