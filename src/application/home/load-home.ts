import type { AppError } from '../../domain/errors/app-error';
import { HomePart, homePartsFor } from '../../domain/home/home-parts';
import type { HomeSummary } from '../../domain/home/home-summary';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { PermissionArea } from '../../domain/lists/permission-area';
import { ok, type Result } from '../../domain/shared/result';
import { recordForbidden } from '../lists/record-forbidden';
import type { Clock } from '../ports/clock';
import type { HomeGateway } from '../ports/home-gateway';
import type { DoctorStats } from '../resources/dashboard-items';
import type { ResourceGateway } from '../resources/resource-gateway';
import { ResourceKey } from '../resources/resource-key';
import type { StateStore } from '../shared/state-store';

/** What the home shows: the summary's parts, and the doctors' figures when the role has statistics. */
export interface HomeFigures {
  readonly summary: HomeSummary;
  /** Absent for a role without the statistics area: the home leaves the part out. */
  readonly doctors?: readonly DoctorStats[];
}

/** The local midnight that starts the day of `now`: the user's today, as the server counts it. */
export function startOfLocalDay(now: Date): number {
  const day = new Date(now.getTime());
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/**
 * Loads the dashboard home for a user with these areas: the summary of their today, and the
 * doctors' figures only when the role may see them, both at once. A 403 marks its area forbidden;
 * any failure is the home's error, so no part is shown half-read.
 */
export class LoadHome {
  constructor(
    private readonly home: HomeGateway,
    private readonly resources: ResourceGateway,
    private readonly clock: Clock,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  async execute(areas: readonly PermissionArea[]): Promise<Result<HomeFigures, AppError>> {
    const withDoctors = homePartsFor(areas).includes(HomePart.Doctors);
    const [summary, doctors] = await Promise.all([
      this.home.summary(startOfLocalDay(this.clock.now())),
      withDoctors ? this.resources.load(ResourceKey.DoctorStats) : undefined,
    ]);
    if (!summary.ok) return summary;
    if (doctors === undefined) return ok({ summary: summary.value });
    if (!doctors.ok) {
      recordForbidden(this.forbidden, PermissionArea.Statistics, doctors.error);
      return doctors;
    }
    return ok({ summary: summary.value, doctors: doctors.value });
  }
}
