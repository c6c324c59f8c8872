import { describe, expect, it } from 'vitest';
import { LoadDoctorProfile, localMonth } from '../../../src/application/insights/load-doctor-profile';
import type {
  DoctorProfile,
  DoctorProfileGateway,
} from '../../../src/application/ports/doctor-profile-gateway';
import { createStateStore } from '../../../src/application/shared/state-store';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { ForbiddenAreas } from '../../../src/domain/lists/forbidden-areas';
import { PermissionArea } from '../../../src/domain/lists/permission-area';
import { err, type Result } from '../../../src/domain/shared/result';
import { FakeClock } from '../fakes/fake-clock';

class FakeGateway implements DoctorProfileGateway {
  readonly asked: [number, number, number][] = [];
  constructor(private readonly answer: Result<DoctorProfile, AppError>) {}
  profile(id: number, from: number, to: number) {
    this.asked.push([id, from, to]);
    return Promise.resolve(this.answer);
  }
}

describe('LoadDoctorProfile', () => {
  it("asks for the user's local month, from its first midnight to the next month's", async () => {
    const gateway = new FakeGateway(err(AppErrors.networkFailure()));
    const now = new Date(2026, 11, 31, 23, 30);
    await new LoadDoctorProfile(
      gateway,
      new FakeClock(now.getTime()),
      createStateStore(ForbiddenAreas.none()),
    ).execute(7);
    expect(gateway.asked).toEqual([[7, new Date(2026, 11, 1).getTime(), new Date(2027, 0, 1).getTime()]]);
    expect(localMonth(new Date(2026, 1, 10))).toEqual({
      from: new Date(2026, 1, 1).getTime(),
      to: new Date(2026, 2, 1).getTime(),
    });
  });

  it('marks doctors forbidden on a 403', async () => {
    const forbidden = createStateStore(ForbiddenAreas.none());
    const load = new LoadDoctorProfile(
      new FakeGateway(err(AppErrors.forbidden())),
      new FakeClock(0),
      forbidden,
    );
    expect(await load.execute(1)).toEqual({ ok: false, error: { code: 'Forbidden' } });
    expect(forbidden.get().isForbidden(PermissionArea.Doctors)).toBe(true);
  });
});
