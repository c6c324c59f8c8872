/** The paging constants of the spec. */
export const PagingDefault = {
  /** Pages are numbered from 1. */
  FirstPage: 1,
  /** Default page size of the lists and of the audit records. */
  PageSize: 10,
  /** Default page size of the online appointments grid. */
  AppointmentGridPageSize: 50,
} as const;

export type PagingDefault = (typeof PagingDefault)[keyof typeof PagingDefault];
