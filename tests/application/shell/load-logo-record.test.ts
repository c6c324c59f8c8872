import { describe, expect, it } from 'vitest';
import type { SiteContentGateway, SiteHome } from '../../../src/application/ports/site-content-gateway';
import { LoadLogoRecord } from '../../../src/application/shell/load-logo-record';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { LogoRecord } from '../../../src/domain/shell/tab-identity';
import { FakeResourceGateway } from '../fakes/fake-resource-gateway';

const STAFF_LOGO: LogoRecord = {
  imageUrl: '/media/staff.png',
  englishName: 'Staff copy',
  kurdishName: 'کۆپی',
  arabicName: 'نسخة',
};
const SITE_LOGO: LogoRecord = {
  imageUrl: '/media/site.png',
  englishName: 'Harem Care',
  kurdishName: 'حەرەم',
  arabicName: 'رعاية حرم',
};

class FakeSiteContent implements SiteContentGateway {
  calls = 0;
  constructor(private readonly answer: Result<SiteHome, AppError>) {}
  home(): Promise<Result<SiteHome, AppError>> {
    this.calls += 1;
    return Promise.resolve(this.answer);
  }
}

const siteAnswers = () => new FakeSiteContent(ok({ logo: SITE_LOGO, carouselImages: [] }));

describe('LoadLogoRecord', () => {
  it('reads the staff record when the role holds the app preferences area, and nothing else', async () => {
    const resources = new FakeResourceGateway().succeeds('appPreferences', STAFF_LOGO);
    const site = siteAnswers();
    const result = await new LoadLogoRecord(resources, site).execute({ staffArea: true });
    expect(result).toEqual(ok(STAFF_LOGO));
    expect(resources.calls.map((c) => c.key)).toEqual(['appPreferences']);
    expect(site.calls).toBe(0);
  });

  it('reads the public copy, without asking for a read the role cannot make, when the area is not held', async () => {
    const resources = new FakeResourceGateway().succeeds('appPreferences', STAFF_LOGO);
    const site = siteAnswers();
    const result = await new LoadLogoRecord(resources, site).execute({ staffArea: false });
    expect(result).toEqual(ok(SITE_LOGO));
    expect(resources.calls).toEqual([]);
    expect(site.calls).toBe(1);
  });

  it('falls back to the public copy when the server refuses the staff read', async () => {
    const resources = new FakeResourceGateway().fails('appPreferences', AppErrors.forbidden());
    const result = await new LoadLogoRecord(resources, siteAnswers()).execute({ staffArea: true });
    expect(result).toEqual(ok(SITE_LOGO));
  });

  it('answers the staff read’s failure when it failed otherwise, without a second call', async () => {
    const failure = AppErrors.networkFailure();
    const resources = new FakeResourceGateway().fails('appPreferences', failure);
    const site = siteAnswers();
    const result = await new LoadLogoRecord(resources, site).execute({ staffArea: true });
    expect(result).toEqual(err(failure));
    expect(site.calls).toBe(0);
  });

  it('answers the staff refusal when the public copy cannot be read either (a backend without it)', async () => {
    const refusal = AppErrors.forbidden();
    const resources = new FakeResourceGateway().fails('appPreferences', refusal);
    const site = new FakeSiteContent(err(AppErrors.notFound(null)));
    const result = await new LoadLogoRecord(resources, site).execute({ staffArea: true });
    expect(result).toEqual(err(refusal));
  });
});
