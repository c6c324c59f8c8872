// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDashboardBoot } from '../../../src/adapters/composition/browser-boot';
import { AdapterTokens, createDashboardContainer, resolve, Tokens } from '../../../src/adapters/container';
import { clearBrowser, dashboardOptions, testPage } from './container-setup';

const API = 'http://127.0.0.1:9';

beforeEach(clearBrowser);

describe('the first-paint boot and the container that arrives later', () => {
  it('builds nothing until a value is first read', () => {
    const page = testPage();
    let storageReads = 0;
    const options = dashboardOptions(API, page);
    createDashboardBoot({
      ...options,
      browser: {
        ...options.browser,
        storage: () => {
          storageReads += 1;
          return localStorage;
        },
      },
    });
    expect(storageReads).toBe(0);
    expect(page.bundles.urls).toEqual([]);
  });

  it('gives the same instance on every read', () => {
    const boot = createDashboardBoot(dashboardOptions(API, testPage()));
    expect(boot.storage).toBe(boot.storage);
    expect(boot.switchLanguage).toBe(boot.switchLanguage);
    expect(boot.startSession).toBe(boot.startSession);
  });

  it("binds the boot's own instances, so a page has one storage, token store, translator and language switch", () => {
    const options = dashboardOptions(API, testPage());
    const boot = createDashboardBoot(options);
    const container = createDashboardContainer(options, boot);
    expect(resolve(container, Tokens.KeyValueStore)).toBe(boot.storage);
    expect(resolve(container, Tokens.TokenStore)).toBe(boot.tokens);
    expect(resolve(container, AdapterTokens.CookieJar)).toBe(boot.cookies);
    expect(resolve(container, AdapterTokens.I18nSetup)).toBe(boot.i18n);
    expect(resolve(container, Tokens.Translator)).toBe(boot.i18n.translator);
    expect(resolve(container, Tokens.SwitchLanguage)).toBe(boot.switchLanguage);
    expect(resolve(container, Tokens.StartTranslations)).toBe(boot.startTranslations);
    expect(resolve(container, Tokens.StartSession)).toBe(boot.startSession);
    expect(resolve(container, Tokens.Notifier)).toBe(boot.toasts);
    expect(resolve(container, Tokens.Logger)).toBe(boot.logger);
  });

  it('lets the session started before the container see a token the container stores at login', () => {
    const options = dashboardOptions(API, testPage());
    const boot = createDashboardBoot(options);
    const container = createDashboardContainer(options, boot);
    resolve(container, Tokens.TokenStore).saveStaffSession({
      serviceToken: 'service-token',
      chatToken: 'chat-token',
      accessToken: 'access-token',
      userData: { name: 'admin', fullName: 'Demo Administrator' },
    });
    expect(boot.tokens.serviceToken()).toBe('service-token');
  });
});
