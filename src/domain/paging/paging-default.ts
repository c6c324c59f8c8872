/** The paging constants of the spec (000 §4, §9; 001 §9). */
export const PagingDefault = {
  /** Pages are numbered from 1 (000 §4, 001 §9). */
  FirstPage: 1,
  /** Default page size of the lists and of the audit records (000 §4, §9). */
  PageSize: 10,
  /** Default page size of the online appointments grid (001 §9). */
  AppointmentGridPageSize: 50,
} as const;

export type PagingDefault = (typeof PagingDefault)[keyof typeof PagingDefault];
