import type { AppError } from '../../domain/errors/app-error';
import type { ForbiddenAreas } from '../../domain/lists/forbidden-areas';
import { PermissionArea } from '../../domain/lists/permission-area';
import type { Result } from '../../domain/shared/result';
import { recordForbidden } from '../lists/record-forbidden';
import type { Clock } from '../ports/clock';
import type { DoctorProfile, DoctorProfileGateway } from '../ports/doctor-profile-gateway';
import type { StateStore } from '../shared/state-store';

/** The user's month around `now`: its local start and the next month's, epoch ms. */
export function localMonth(now: Date): { readonly from: number; readonly to: number } {
  return {
    from: new Date(now.getFullYear(), now.getMonth(), 1).getTime(),
    to: new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime(),
  };
}

/**
 * Loads a doctor's profile with the appointments of the user's month. A 403 marks the doctors area
 * forbidden.
 */
export class LoadDoctorProfile {
  constructor(
    private readonly gateway: DoctorProfileGateway,
    private readonly clock: Clock,
    private readonly forbidden: StateStore<ForbiddenAreas>,
  ) {}

  async execute(id: number): Promise<Result<DoctorProfile, AppError>> {
    const { from, to } = localMonth(this.clock.now());
    const result = await this.gateway.profile(id, from, to);
    if (!result.ok) recordForbidden(this.forbidden, PermissionArea.Doctors, result.error);
    return result;
  }
}
