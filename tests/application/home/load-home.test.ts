import { describe, expect, it } from 'vitest';
import { LoadHome, startOfLocalDay } from '../../../src/application/home/load-home';
import type { HomeGateway } from '../../../src/application/ports/home-gateway';
import type { DoctorStats } from '../../../src/application/resources/dashboard-items';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { createStateStore } from '../../../src/application/shared/state-store';
import type { DoctorId } from '../../../src/domain/doctors/doctor-id';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import type { HomeSummary } from '../../../src/domain/home/home-summary';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { FakeClock } from '../fakes/fake-clock';
import { FakeResourceGateway } from '../fakes/fake-resource-gateway';

class FakeHomeGateway implements HomeGateway {
  readonly asked: number[] = [];
  constructor(private readonly answer: Result<HomeSummary, AppError>) {}
  summary(startOfDay: number): Promise<Result<HomeSummary, AppError>> {
    this.asked.push(startOfDay);
    return Promise.resolve(this.answer);
  }
}

const NOW = new Date(2026, 10, 27, 15, 45);
const SUMMARY: HomeSummary = { from: startOfLocalDay(NOW), chat: { unreadPatients: 3 } };
const DOCTORS: DoctorStats[] = [
  {
    doctorId: '7' as DoctorId,
    name: 'Dr. Lana',
    summary: { assigned: 1, waiting: 2, seen: 3, cancelledByPatient: 0, cancelledByAssistant: 0 },
  },
];

function setup(summary: Result<HomeSummary, AppError> = ok(SUMMARY)) {
  const home = new FakeHomeGateway(summary);
  const resources = new FakeResourceGateway().succeeds(ResourceKey.DoctorStats, DOCTORS);
  const forbidden = createStateStore(ForbiddenAreas.none());
  return {
    home,
    resources,
    forbidden,
    load: new LoadHome(home, resources, new FakeClock(NOW.getTime()), forbidden),
  };
}

describe('LoadHome', () => {
  it("asks for the summary of the user's local today", async () => {
    const { home, load } = setup();
    await load.execute([PermissionArea.Chat]);
    expect(home.asked).toEqual([new Date(2026, 10, 27).getTime()]);
  });

  it("reads the doctors' figures only for a role with statistics", async () => {
    const reception = setup();
    const forReception = await reception.load.execute([PermissionArea.Appointments, PermissionArea.Chat]);
    expect(forReception).toEqual(ok({ summary: SUMMARY }));
    expect(reception.resources.calls).toEqual([]);

    const admin = setup();
    expect(await admin.load.execute(ALL_PERMISSION_AREAS)).toEqual(
      ok({ summary: SUMMARY, doctors: DOCTORS }),
    );
  });

  it("marks statistics forbidden on the doctors' 403 and answers the error", async () => {
    const { resources, forbidden, load } = setup();
    resources.fails(ResourceKey.DoctorStats, AppErrors.forbidden());
    expect(await load.execute(ALL_PERMISSION_AREAS)).toEqual(err(AppErrors.forbidden()));
    expect(forbidden.get().isForbidden(PermissionArea.Statistics)).toBe(true);
  });

  it("answers the summary's failure", async () => {
    const { load } = setup(err(AppErrors.timeout()));
    expect(await load.execute([PermissionArea.Chat])).toEqual(err(AppErrors.timeout()));
  });
});
