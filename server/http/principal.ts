import type { PermissionArea } from '../../src/domain/lists/permission-area';
import type { TokenClaims } from '../auth/token-service';

/** A signed-in staff member, as the guard found them. */
export interface StaffPrincipal {
  readonly kind: 'staff';
  readonly userId: string;
  readonly name: string;
  readonly fullName: string;
  readonly areas: ReadonlySet<PermissionArea>;
  readonly claims: TokenClaims;
}

/** A signed-in patient (app user). */
export interface PatientPrincipal {
  readonly kind: 'patient';
  readonly appUserId: string;
  readonly phoneNumber: string;
  readonly claims: TokenClaims;
}
