import { describe, expect, it } from 'vitest';
import { LoadCenterStatistics } from '../../../src/application/insights/load-center-statistics';
import { ResourceKey } from '../../../src/application/resources/resource-key';
import { createStateStore } from '../../../src/application/shared/state-store';
import { addDays } from '../../../src/domain/booking/hospital-day';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import {
  insightsUrlState,
  InsightsViewModel,
  type InsightsUrlState,
} from '../../../src/ui/features/insights/insights.view-model';
import { FakeClock } from '../../application/fakes/fake-clock';
import { FakeResourceGateway } from '../../application/fakes/fake-resource-gateway';

const LAST = '2026-11-26';
/** Two centers, 60 days each, center 1 with 10 visits a day and center 2 with 1. */
const WIRE = [1, 2].flatMap((centerId) =>
  Array.from({ length: 60 }, (_, i) => ({
    centerId,
    day: addDays(LAST, -i),
    visits: centerId === 1 ? 10 : 1,
    onlineAppointments: 0,
    newPatients: 0,
    labTests: 0,
    births: 0,
    surgeries: centerId,
  })),
);

const NONE: InsightsUrlState = { from: null, to: null, center: null, figure: 'visits' };

async function loaded(initial: InsightsUrlState = NONE, resources = new FakeResourceGateway()) {
  resources.succeeds(ResourceKey.CenterStatistics, WIRE);
  const load = new LoadCenterStatistics(
    resources,
    new FakeClock(new Date(2026, 10, 27, 9).getTime()),
    createStateStore(ForbiddenAreas.none()),
  );
  const vm = new InsightsViewModel(load, initial);
  await vm.load();
  return vm;
}

describe('the statistics screen', () => {
  it('reads its address, leaving what it cannot read at the default', () => {
    expect(
      insightsUrlState(new URLSearchParams('from=2026-10-01&to=2026-10-31&center=3&figure=births')),
    ).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      center: 3,
      figure: 'births',
    });
    expect(
      insightsUrlState(new URLSearchParams('from=2026-02-30&to=x&center=-1&figure=constructor')),
    ).toEqual(NONE);
  });

  it('shows the last 30 days of figures until a period is chosen, and keeps none in the address', async () => {
    const vm = await loaded();
    expect(vm.period).toEqual({ from: addDays(LAST, -29), to: LAST });
    expect(vm.preset).toBe(30);
    expect(vm.urlState).toEqual(NONE);
    expect(vm.totals?.total.visits).toBe(30 * 11);
    expect(vm.series?.totals).toHaveLength(30);
  });

  it('keeps a chosen period, center and figure in the address', async () => {
    const vm = await loaded();
    vm.choosePreset(7);
    vm.chooseCenter(2);
    vm.chooseFigure('surgeries');
    expect(vm.urlState).toEqual({ from: addDays(LAST, -6), to: LAST, center: 2, figure: 'surgeries' });
    expect(vm.preset).toBe(7);
    expect(vm.totals?.centers).toEqual([
      {
        centerId: 2,
        totals: { visits: 7, onlineAppointments: 0, newPatients: 0, labTests: 0, births: 0, surgeries: 14 },
      },
    ]);
    expect(vm.series?.lines.map((l) => l.counts)).toEqual([[2, 2, 2, 2, 2, 2, 2]]);
  });

  it('opens the period of its address, and swaps a start typed after the end', async () => {
    const vm = await loaded({ ...NONE, from: '2026-11-01', to: '2026-11-10' });
    expect(vm.period).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(vm.preset).toBeUndefined();
    vm.setFrom('2026-11-20');
    expect(vm.period).toEqual({ from: '2026-11-10', to: '2026-11-20' });
    vm.setTo('2026-11-');
    expect(vm.period).toEqual({ from: '2026-11-10', to: '2026-11-20' });
  });

  it('says "access denied" on a 403 and the error on any other failure', async () => {
    const denied = new FakeResourceGateway();
    const vm = new InsightsViewModel(
      new LoadCenterStatistics(
        denied.fails(ResourceKey.CenterStatistics, AppErrors.forbidden()),
        new FakeClock(0),
        createStateStore(ForbiddenAreas.none()),
      ),
      NONE,
    );
    await vm.load();
    expect(vm.status).toEqual({ kind: 'forbidden' });
    const failing = new InsightsViewModel(
      new LoadCenterStatistics(
        new FakeResourceGateway().fails(ResourceKey.CenterStatistics, AppErrors.networkFailure()),
        new FakeClock(0),
        createStateStore(ForbiddenAreas.none()),
      ),
      NONE,
    );
    await failing.load();
    expect(failing.status).toEqual({ kind: 'error', failure: { code: 'NetworkFailure' } });
  });
});
