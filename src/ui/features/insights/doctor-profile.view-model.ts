import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadDoctorProfile } from '../../../application/insights/load-doctor-profile';
import type { DoctorProfile } from '../../../application/ports/doctor-profile-gateway';
import type { ListStatus } from '../../../domain/lists/list-state';

/**
 * `/dashboard/Doctors/profile/{id}` (#17): one doctor's details, booking settings, this month's
 * appointments and feedbacks. An id that is not a whole number is "not found" without a call.
 */
export class DoctorProfileViewModel {
  status: ListStatus = { kind: 'loading' };
  profile: DoctorProfile | undefined = undefined;

  constructor(
    private readonly loadProfile: LoadDoctorProfile,
    readonly id: string,
  ) {
    makeAutoObservable<this, 'loadProfile'>(this, { loadProfile: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const id = Number(this.id);
    if (!/^\d+$/.test(this.id) || !Number.isSafeInteger(id) || id < 1) {
      this.status = { kind: 'error', failure: { code: 'NotFound', body: null } };
      return;
    }
    this.status = { kind: 'loading' };
    const result = await this.loadProfile.execute(id);
    runInAction(() => {
      if (result.ok) {
        this.profile = result.value;
        this.status = { kind: 'loaded' };
      } else {
        this.status =
          result.error.code === 'Forbidden'
            ? { kind: 'forbidden' }
            : { kind: 'error', failure: result.error };
      }
    });
  }
}
