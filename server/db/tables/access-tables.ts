import type { DateText, DefaultTimestamp, Defaulted, Id } from './column-types';

/** A section of the dashboard's menu, grouping permissions. */
export interface DashboardSectionsTable {
  id: Id;
  name: string;
  sort_order: Defaulted<number>;
}

/** One permission per `PermissionArea`; `role_areas` says which roles grant it. */
export interface PermissionsTable {
  id: Id;
  area: string;
  name: string;
  dashboard_section_id: number | null;
  created_at: DefaultTimestamp;
}

/** A completed seed (`demo-network`); see `server/seed/demo-network.ts`. */
export interface SeedRunsTable {
  name: string;
  seed_day: DateText;
  prng_seed: string;
  duration_ms: number;
  seeded_at: DefaultTimestamp;
}

export interface AccessTables {
  dashboard_sections: DashboardSectionsTable;
  permissions: PermissionsTable;
  seed_runs: SeedRunsTable;
}
