import { describe, expect, it } from 'vitest';
import type { SiteHome } from '../../../src/application/ports/site-content-gateway';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { Language } from '../../../src/domain/preferences/language';
import { err, ok } from '../../../src/domain/shared/result';
import { SiteShellViewModel, SiteTheme } from '../../../src/ui/site/shell/site-shell.view-model';
import type { SiteServices } from '../../../src/ui/site/site-services';
import { FakeKeyValueStore } from '../../application/fakes/fake-key-value-store';

const HOME: SiteHome = {
  logo: { imageUrl: '', englishName: 'Harem Hospitals', kurdishName: 'نەخۆشخانەکانی حەرەم', arabicName: '' },
  carouselImages: [0, 1, 2, 3].map((carouselFor) => ({
    id: String(carouselFor),
    imageUrl: 'x',
    carouselFor,
  })),
};

function shell(
  home: SiteHome | null,
  language: Language = Language.English,
  { storage = new FakeKeyValueStore(), systemDark = false } = {},
) {
  const services = {
    siteContent: { home: () => Promise.resolve(home === null ? err(AppErrors.networkFailure()) : ok(home)) },
    resources: { load: () => Promise.resolve(err(AppErrors.networkFailure())) },
    startTranslations: { execute: () => Promise.resolve(ok(language)) },
    translator: { language, t: (key: string) => `[${key}]` },
    tokens: { patientToken: () => null, isPatientVerified: () => false },
    storage,
  } as unknown as SiteServices;
  return new SiteShellViewModel(services, systemDark);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the site shell', () => {
  it("follows the device's light or dark until the visitor picks one, then keeps the pick", () => {
    expect(shell(null).theme).toBe(SiteTheme.Light);
    expect(shell(null, Language.English, { systemDark: true }).theme).toBe(SiteTheme.Dark);

    const storage = new FakeKeyValueStore();
    const vm = shell(null, Language.English, { storage, systemDark: true });
    vm.toggleTheme();
    expect(vm.theme).toBe(SiteTheme.Light);
    // The next visit, on the same dark device, shows the light pages picked.
    expect(shell(null, Language.English, { storage, systemDark: true }).theme).toBe(SiteTheme.Light);
    vm.toggleTheme();
    expect(shell(null, Language.English, { storage, systemDark: false }).theme).toBe(SiteTheme.Dark);
  });

  it('names the hospital by the logo record in the shown language', async () => {
    const vm = shell(HOME, Language.Kurdish);
    await vm.start();
    await settle();
    expect(vm.hospitalName).toBe('نەخۆشخانەکانی حەرەم');
  });

  it("falls back to the bundle's name when the logo record has none in that language, or cannot be read", async () => {
    const arabic = shell(HOME, Language.Arabic);
    await arabic.start();
    await settle();
    expect(arabic.hospitalName).toBe('[site.hospitalName]');
    const offline = shell(null);
    await offline.start();
    await settle();
    expect(offline.hospitalName).toBe('[site.hospitalName]');
  });

  it('shows in the home carousel only the images placed 0 or 2', async () => {
    const vm = shell(HOME);
    await vm.start();
    await settle();
    expect(vm.carouselImages.map((image) => image.carouselFor)).toEqual([0, 2]);
  });

  it("keeps the carousel's place until the home read has ended, with the images or without them", async () => {
    for (const home of [HOME, null]) {
      const vm = shell(home);
      expect(vm.homeSettled).toBe(false);
      await vm.start();
      await settle();
      expect(vm.homeSettled).toBe(true);
    }
  });
});
