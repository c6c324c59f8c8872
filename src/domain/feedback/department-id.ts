import type { Brand } from '../shared/brand';

/** The id of a hospital department that feedback questions are asked about. */
export type DepartmentId = Brand<string, 'DepartmentId'>;
