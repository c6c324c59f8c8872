import { PermissionArea } from '../../domain/lists/permission-area';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TranslationParams } from '../../application/ports/translator';
import type { StateStore } from '../../application/shared/state-store';
import type { ChatUserId } from '../../domain/chat/chat-history-row';
import { initialUnreadCounter, type UnreadCounter } from '../../domain/chat/unread-counter';
import { directionFor, type Direction } from '../../domain/preferences/direction';
import type { Language } from '../../domain/preferences/language';
import { parseThemeConfig } from '../../domain/preferences/parse-theme-config';
import { NavType, THEME_CONFIG_KEY, type ThemeConfig } from '../../domain/preferences/theme-config';
import { INITIAL_SESSION, type SessionState } from '../../domain/session/session-state';
import { tabIdentity, type LogoRecord, type TabIdentity } from '../../domain/shell/tab-identity';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { Translator } from '../../application/ports/translator';
import type { LogOut } from '../../application/session/log-out';
import type { StartSession } from '../../application/session/start-session';
import type { StartChatHubs } from '../../application/chat/start-chat-hubs';
import type { RefreshUnreadCounter } from '../../application/chat/refresh-unread-counter';
import type { WatchChatAlerts } from '../../application/chat/watch-chat-alerts';
import type { LoadLogoRecord } from '../../application/shell/load-logo-record';
import type { SwitchLanguage } from '../../application/translations/switch-language';

/** The use cases and ports the shared state works with (the container hands them in). */
export interface AppServices {
  readonly startSession: Pick<StartSession, 'execute'>;
  readonly logOut: Pick<LogOut, 'execute'>;
  readonly switchLanguage: Pick<SwitchLanguage, 'execute'>;
  readonly translator: Translator;
  /** Local storage: the theme config (`berry-config`) lives here. */
  readonly storage: KeyValueStore;
}

/**
 * The use cases behind the shell's chat badge, handed in by the shell when it starts the live
 * updates: bound apart from the shared state, so the sign-in page never loads the chat's code.
 */
export interface LiveUpdateServices {
  /** The counter and alerts of the shell's chat badge. */
  readonly watchChatAlerts: Pick<WatchChatAlerts, 'execute'>;
  readonly startChatHubs: Pick<StartChatHubs, 'execute'>;
  /**
   * Re-reads the badge when another tab of this browser marked a chat seen (the server raises no
   * event for it); without it, that tab's change shows at the next hub event.
   */
  readonly refreshUnreadCounter?: Pick<RefreshUnreadCounter, 'execute'>;
}

/** Runs `connect` when it is time (at once, or later); the returned function calls it off. */
export type ConnectWhen = (connect: () => void) => () => void;

const connectNow: ConnectWhen = (connect) => {
  connect();
  return () => undefined;
};

const NO_AREAS: readonly PermissionArea[] = Object.freeze([]);

/** The channel the tabs of one browser tell each other about chats marked seen on. */
const CHAT_SEEN_CHANNEL = 'harem-chat-seen';

/**
 * The state every screen of the dashboard shares: the session, the language shown and the theme.
 * Screens read it through `useApp()`; the use cases write the session through `sessionStore`.
 */
export class AppViewModel {
  session: SessionState = INITIAL_SESSION;
  language: Language;
  theme: ThemeConfig;
  /** A language switch is running (its bundle is loading). */
  switchingLanguage = false;
  /** The logo record naming the tab; null until loaded, or when it cannot be. */
  logo: LogoRecord | null = null;
  private logoRequested = false;
  /** The unread-chat counter behind the chat badge. */
  unread: UnreadCounter = initialUnreadCounter;
  /** The chat open on screen, or null. */
  selectedChat: ChatUserId | null = null;

  /** The counter as the use cases see it: the chat screen marks chats seen through it. */
  readonly unreadStore: StateStore<UnreadCounter> = {
    get: () => this.unread,
    set: (next) => runInAction(() => (this.unread = next)),
  };

  /** The session as the use cases see it: a store over the observable field. */
  readonly sessionStore: StateStore<SessionState> = {
    get: () => this.session,
    set: (next) => runInAction(() => (this.session = next)),
  };

  constructor(private readonly services: AppServices) {
    this.language = services.translator.language;
    this.theme = parseThemeConfig(services.storage.get(THEME_CONFIG_KEY));
    makeAutoObservable<this, 'services' | 'logoRequested'>(
      this,
      { services: false, sessionStore: false, unreadStore: false, t: false, logoRequested: false },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return this.session.status === 'loggedIn';
  }

  /** The permission areas of the signed-in user (none when signed out). */
  get areas(): readonly PermissionArea[] {
    return this.session.status === 'loggedIn' ? this.session.user.areas : NO_AREAS;
  }

  get direction(): Direction {
    return directionFor(this.language, this.theme.rtlLayout);
  }

  /** The browser tab's title and icon in the shown language ("No title Found" without a logo). */
  get tab(): TabIdentity {
    return tabIdentity(this.logo, this.language);
  }

  get isDark(): boolean {
    return this.theme.navType === NavType.Dark;
  }

  /** Decides the session once from the stored token and user (a StrictMode remount changes nothing). */
  start(): void {
    this.services.startSession.execute(this.sessionStore);
  }

  /**
   * The message of `key` in the shown language. Reading `language` here makes every observer that
   * translates re-render when the language changes.
   */
  readonly t = (key: string, params?: TranslationParams): string => {
    void this.language;
    return this.services.translator.t(key, params);
  };

  setDark(dark: boolean): void {
    this.saveTheme({ ...this.theme, navType: dark ? NavType.Dark : NavType.Light });
  }

  async setLanguage(language: Language): Promise<void> {
    this.switchingLanguage = true;
    const result = await this.services.switchLanguage.execute(language, { rtlLayout: this.theme.rtlLayout });
    runInAction(() => {
      this.switchingLanguage = false;
      this.language = this.services.translator.language;
      if (result.ok) this.saveTheme({ ...this.theme, locale: result.value });
    });
  }

  /** The logo record as just read or written (its screen): the tab follows it at once. */
  showLogo(logo: LogoRecord): void {
    this.logoRequested = true;
    this.logo = logo;
  }

  /**
   * Loads the logo record once per page: the role's own read, else the site's public copy. A
   * failure keeps the fallback title.
   */
  async loadLogo(load: Pick<LoadLogoRecord, 'execute'>): Promise<void> {
    if (this.logoRequested) return;
    this.logoRequested = true;
    const result = await load.execute({ staffArea: this.areas.includes(PermissionArea.AppPreferences) });
    if (result.ok) runInAction(() => (this.logo = result.value));
  }

  /**
   * Starts the live updates behind the chat badge and the alerts ("New Chat Message", "New SMS
   * Code Request"); the returned function stops watching. Without a chat token the hubs stay
   * closed and the counter still refreshes once. `connectWhen` says when the hubs connect (the
   * shell: after the page's first load); it returns a way to call that off.
   */
  startLiveUpdates(live: LiveUpdateServices, connectWhen: ConnectWhen = connectNow): () => void {
    const stop = live.watchChatAlerts.execute({
      counter: this.unreadStore,
      selectedChat: () => this.selectedChat,
      areas: () => this.areas,
    });
    const callOff = connectWhen(() => void live.startChatHubs.execute());
    const refresh = live.refreshUnreadCounter;
    const tabs =
      refresh !== undefined && typeof BroadcastChannel === 'function'
        ? new BroadcastChannel(CHAT_SEEN_CHANNEL)
        : null;
    if (tabs !== null && refresh !== undefined) tabs.onmessage = () => void refresh.execute(this.unreadStore);
    return () => {
      callOff();
      stop();
      tabs?.close();
    };
  }

  /** Tells this browser's other tabs that a chat was marked seen here, so their badges re-read. */
  announceChatSeen(): void {
    if (typeof BroadcastChannel !== 'function') return;
    const tabs = new BroadcastChannel(CHAT_SEEN_CHANNEL);
    tabs.postMessage('seen');
    tabs.close();
  }

  /** The chat open on screen, whose messages raise no alert; set by the chat screen. */
  setSelectedChat(id: ChatUserId | null): void {
    this.selectedChat = id;
  }

  async logOut(): Promise<void> {
    await this.services.logOut.execute(this.sessionStore);
  }

  /** Applies and saves a whole theme config (the Live Customize drawer's changes). */
  setTheme(next: ThemeConfig): void {
    this.saveTheme(next);
  }

  private saveTheme(next: ThemeConfig): void {
    this.theme = next;
    this.services.storage.set(THEME_CONFIG_KEY, JSON.stringify(next));
  }
}
