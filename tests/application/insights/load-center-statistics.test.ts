import { describe, expect, it } from 'vitest';
import { LoadCenterStatistics } from '../../../src/application/insights/load-center-statistics';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { FakeClock } from '../fakes/fake-clock';
import { FakeResourceGateway } from '../fakes/fake-resource-gateway';

const NOW = new Date(2026, 10, 27, 0, 30);
const WIRE_DAY = {
  centerId: 3,
  day: '2026-11-26',
  visits: 120,
  onlineAppointments: 20,
  newPatients: 9,
  labTests: 80,
  births: 4,
  surgeries: 2,
};
const CENTER = { id: 3, nameEn: 'Ankawa', nameKu: 'عەنکاوە', nameAr: 'عنكاوا', isActive: true };

function setup(resources: FakeResourceGateway) {
  const forbidden = createStateStore(ForbiddenAreas.none());
  return { forbidden, load: new LoadCenterStatistics(resources, new FakeClock(NOW.getTime()), forbidden) };
}

describe('LoadCenterStatistics', () => {
  it("answers each center's days in clean names, the centers' names and the user's today", async () => {
    const { load } = setup(
      new FakeResourceGateway()
        .succeeds(ResourceKey.CenterStatistics, [WIRE_DAY])
        .succeeds(ResourceKey.ClinicCenters, [CENTER]),
    );
    const result = await load.execute();
    expect(result.ok && result.value.days).toEqual([
      {
        centerId: 3,
        day: '2026-11-26',
        figures: {
          visits: 120,
          onlineAppointments: 20,
          newPatients: 9,
          labTests: 80,
          births: 4,
          surgeries: 2,
        },
      },
    ]);
    expect(result.ok && [...result.value.centers.values()]).toEqual([
      { id: 3, name: { en: 'Ankawa', ku: 'عەنکاوە', ar: 'عنكاوا' } },
    ]);
    // Just after midnight: the local day, whatever the UTC date.
    expect(result.ok && result.value.today).toBe('2026-11-27');
  });

  it('marks statistics forbidden on a 403 and answers it', async () => {
    const { load, forbidden } = setup(
      new FakeResourceGateway().fails(ResourceKey.CenterStatistics, AppErrors.forbidden()),
    );
    expect(await load.execute()).toEqual({ ok: false, error: { code: 'Forbidden' } });
    expect(forbidden.get().isForbidden(PermissionArea.Statistics)).toBe(true);
  });

  it('treats an empty answer as an error', async () => {
    const { load } = setup(new FakeResourceGateway().succeeds(ResourceKey.CenterStatistics, []));
    expect(await load.execute()).toEqual({ ok: false, error: { code: 'EmptyResult' } });
  });

  it('keeps the figures when the names cannot be read, naming no center', async () => {
    const { load, forbidden } = setup(
      new FakeResourceGateway()
        .succeeds(ResourceKey.CenterStatistics, [WIRE_DAY])
        .fails(ResourceKey.ClinicCenters, AppErrors.forbidden()),
    );
    const result = await load.execute();
    expect(result.ok && result.value.days).toHaveLength(1);
    expect(result.ok && result.value.centers.size).toBe(0);
    expect(forbidden.get().isForbidden(PermissionArea.Centers)).toBe(true);
  });
});
