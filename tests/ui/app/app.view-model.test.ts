import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatAlertTargets } from '../../../src/application/chat/watch-chat-alerts';
import type { KeyValueStore } from '../../../src/application/ports/key-value-store';
import type { Translator } from '../../../src/application/ports/translator';
import type { ChatUserId } from '../../../src/domain/chat/chat-history-row';
import { Language } from '../../../src/domain/preferences/language';
import { parseThemeConfig } from '../../../src/domain/preferences/parse-theme-config';
import { NavType, THEME_CONFIG_KEY } from '../../../src/domain/preferences/theme-config';
import { ok } from '../../../src/domain/shared/result';
import { AppViewModel } from '../../../src/ui/app/app.view-model';
import type { AppServices, LiveUpdateServices } from '../../../src/ui/app/app.view-model';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

function setUp(storage: KeyValueStore) {
  const translator = { language: Language.English as Language, t: (key: string) => key } as Translator;
  const services = {
    storage,
    translator,
    switchLanguage: {
      execute: async (language: Language) => {
        (translator as { language: Language }).language = language;
        return ok(language);
      },
    },
  } as unknown as AppServices;
  return new AppViewModel(services);
}

describe('the shared app state', () => {
  it('saves the mode under berry-config, and a new page starts in the saved mode', () => {
    fc.assert(
      fc.property(fc.boolean(), (dark) => {
        const storage = memoryStore();
        setUp(storage).setDark(dark);
        const next = setUp(storage);
        expect(next.isDark).toBe(dark);
        expect(parseThemeConfig(storage.get(THEME_CONFIG_KEY)).navType).toBe(
          dark ? NavType.Dark : NavType.Light,
        );
      }),
    );
  });

  it.each([
    [Language.Arabic, 'rtl'],
    [Language.Kurdish, 'rtl'],
    [Language.English, 'ltr'],
  ])('after switching to %s lays the page out %s and keeps the locale', async (language, direction) => {
    const storage = memoryStore();
    const app = setUp(storage);
    await app.setLanguage(language);
    expect(app.language).toBe(language);
    expect(app.direction).toBe(direction);
    expect(parseThemeConfig(storage.get(THEME_CONFIG_KEY)).locale).toBe(language);
  });

  it('names the tab "No title Found" until a logo record is loaded', () => {
    expect(setUp(memoryStore()).tab.title).toBe('No title Found');
  });
});

describe('the live updates behind the chat badge', () => {
  function withLiveUpdates() {
    const calls: { targets: ChatAlertTargets; stopped: number }[] = [];
    let hubStarts = 0;
    const services = {
      storage: memoryStore(),
      translator: { language: Language.English, t: (key: string) => key },
    } as unknown as AppServices;
    const live: LiveUpdateServices = {
      watchChatAlerts: {
        execute: (targets: ChatAlertTargets) => {
          const call = { targets, stopped: 0 };
          calls.push(call);
          return () => void (call.stopped += 1);
        },
      },
      startChatHubs: {
        execute: async () => {
          hubStarts += 1;
          return true;
        },
      },
    };
    return { app: new AppViewModel(services), live, calls, hubStarts: () => hubStarts };
  }

  it("writes the counter into the app's badge and leaves out the chat open on screen", () => {
    const { app, live, calls } = withLiveUpdates();
    app.startLiveUpdates(live);
    const targets = calls[0]?.targets;
    expect(targets).toBeDefined();
    targets?.counter.set({ ...targets.counter.get(), count: 7 });
    expect(app.unread.count).toBe(7);
    expect(targets?.selectedChat()).toBeNull();
    app.setSelectedChat('patient-1' as ChatUserId);
    expect(targets?.selectedChat()).toBe('patient-1');
  });

  it('starts the hubs with the watch, and stopping ends the watch', () => {
    const { app, live, calls, hubStarts } = withLiveUpdates();
    const stop = app.startLiveUpdates(live);
    expect([calls.length, hubStarts(), calls[0]?.stopped]).toEqual([1, 1, 0]);
    stop();
    expect(calls[0]?.stopped).toBe(1);
  });
});
