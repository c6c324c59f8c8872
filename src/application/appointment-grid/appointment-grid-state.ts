import { initialListState, type ListState } from '../../domain/lists/list-state';
import { PermissionArea } from '../../domain/lists/permission-area';
import { PagingDefault } from '../../domain/paging/paging-default';
import type {
  AppointmentGridFilter,
  AppointmentStateOption,
  DoctorOption,
  GridAppointment,
} from '../ports/appointment-grid-gateway';
import { listPolicy } from '../lists/list-policy';
import { ResourceKey } from '../resources/resource-key';
import { resourceListPolicy } from '../resources/resource-list-policy';

/** The paginated appointments grid. */
export interface AppointmentGridState {
  /** The stored page: the grid's zero-based index plus 1. */
  readonly page: number;
  /** 50 unless the screen asks for another size. */
  readonly pageSize: number;
  readonly filter: AppointmentGridFilter;
  readonly list: ListState<GridAppointment>;
  /** The total count of the last answer. */
  readonly total: number;
  /** Pages the total fills; at least 1. */
  readonly pageCount: number;
  /** The states list of the last answer. */
  readonly states: readonly AppointmentStateOption[];
}

export function initialAppointmentGrid(): AppointmentGridState {
  return {
    page: PagingDefault.FirstPage,
    pageSize: PagingDefault.AppointmentGridPageSize,
    filter: {},
    list: initialListState(),
    total: 0,
    pageCount: 1,
    states: [],
  };
}

/** The grid's rows: area `appointments`; a failed page empties the grid. */
export const APPOINTMENT_GRID_POLICY = listPolicy<GridAppointment>(
  'appointments grid',
  PermissionArea.Appointments,
  {
    emptyOnError: true,
  },
);

/** The filter's two lookups (called without a token). */
export interface AppointmentGridLookups {
  readonly states: ListState<AppointmentStateOption>;
  readonly doctors: ListState<DoctorOption>;
}

export function initialAppointmentGridLookups(): AppointmentGridLookups {
  return { states: initialListState(), doctors: initialListState() };
}

/** The lookups behave as the catalogue says of their reads. */
export const STATE_LOOKUP_POLICY = resourceListPolicy(ResourceKey.AppointmentStates);

export const DOCTOR_LOOKUP_POLICY = resourceListPolicy(ResourceKey.AppointmentFilterDoctors);
