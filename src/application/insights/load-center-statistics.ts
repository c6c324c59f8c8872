import type { TrilingualName } from '../../domain/appointments/appointment-board';
import {
  ALL_CENTER_FIGURES,
  type CenterDay,
  type CenterFigure,
} from '../../domain/insights/center-statistics';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import type { ListFailure } from '../../domain/lists/list-state';
import { PermissionArea } from '../../domain/lists/permission-area';
import { err, ok, type Result } from '../../domain/shared/result';
import { recordForbidden } from '../lists/record-forbidden';
import type { Clock } from '../ports/clock';
import type { ResourceGateway } from '../resources/resource-gateway';
import { ResourceKey } from '../resources/resource-key';
import type { ResourceRow } from '../resources/resource-values';
import type { StateStore } from '../shared/state-store';

/** A center as the statistics name it. */
export interface StatisticsCenter {
  readonly id: number;
  readonly name: TrilingualName;
}

/** What the statistics screens show: every center's figures per day, and the centers' names. */
export interface CenterStatistics {
  readonly days: readonly CenterDay[];
  /**
   * The centers' names, by id; empty for a role that may read the statistics but not the
   * centers (the screen then names a center by its number).
   */
  readonly centers: ReadonlyMap<number, StatisticsCenter>;
  /** The user's today, `YYYY-MM-DD` in the browser's zone: where a period ends when no day has figures. */
  readonly today: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A row of the read (checked by the contract: `centerId`, `day` and the six counts) as a center's day. */
function toCenterDay(row: ResourceRow): CenterDay | undefined {
  const { centerId, day } = row;
  if (typeof centerId !== 'number' || typeof day !== 'string') return undefined;
  const figures = Object.fromEntries(ALL_CENTER_FIGURES.map((f) => [f, count(row[f])])) as Record<
    CenterFigure,
    number
  >;
  return { centerId, day: day.slice(0, 10), figures };
}

function toCenter(row: ResourceRow): StatisticsCenter | undefined {
  if (typeof row.id !== 'number') return undefined;
  return { id: row.id, name: { en: text(row.nameEn), ku: text(row.nameKu), ar: text(row.nameAr) } };
}

/** `YYYY-MM-DD` of the instant in the browser's own zone. */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Loads the centers' daily figures (`/ClinicCenterStatistics/DashboardCenterStatstics`, area
 * statistics) beside the centers' names (area centers). A 403 on the figures marks statistics
 * forbidden and is the screen's error, as is any failure of the figures, or an empty answer ("an
 * empty stats result sets the show-error flag"). The names are a courtesy: their failure leaves the
 * centers named by number.
 */
export class LoadCenterStatistics {
  constructor(
    private readonly resources: ResourceGateway,
    private readonly clock: Clock,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  async execute(): Promise<Result<CenterStatistics, ListFailure>> {
    const [figures, centers] = await Promise.all([
      this.resources.load(ResourceKey.CenterStatistics),
      this.resources.load(ResourceKey.ClinicCenters),
    ]);
    if (!figures.ok) {
      recordForbidden(this.forbidden, PermissionArea.Statistics, figures.error);
      return figures;
    }
    const days = figures.value.flatMap((row) => toCenterDay(row) ?? []);
    if (days.length === 0) return err({ code: 'EmptyResult' });
    if (!centers.ok) recordForbidden(this.forbidden, PermissionArea.Centers, centers.error);
    const named = centers.ok ? centers.value.flatMap((row) => toCenter(row) ?? []) : [];
    return ok({
      days,
      centers: new Map(named.map((center) => [center.id, center])),
      today: localDay(this.clock.now()),
    });
  }
}
