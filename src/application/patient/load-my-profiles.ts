import { toPatientProfiles } from '../../domain/patients/patient-profiles';
import type { PatientGateway } from '../ports/patient-gateway';
import type { LoadList } from '../lists/load-list';
import { focusStore } from '../shared/focus-store';
import { updateStore, type StateStore } from '../shared/state-store';
import { MY_PROFILES_POLICY, type MyProfilesState } from './patient-lists';

/**
 * Loads the signed-in patient's profiles (`GetAllMyPatients`); one profile or none sets
 * `noOtherProfile`. A 401 is the list's error here and nothing more: the patient 401 rule (clear
 * the patient token, the verify flag and the info, then reload) belongs to the patient gateway's
 * transport, which applies it once to every patient call, this one included. Applying it here as
 * well would reload the page twice.
 */
export class LoadMyProfiles {
  constructor(
    private readonly gateway: Pick<PatientGateway, 'myProfiles'>,
    private readonly lists: LoadList,
  ) {}

  async execute(store: StateStore<MyProfilesState>): Promise<MyProfilesState> {
    await this.lists.run({
      store: focusStore(
        store,
        (state) => state.list,
        (state, list) => ({ ...state, list }),
      ),
      owner: store,
      policy: MY_PROFILES_POLICY,
      load: () => this.gateway.myProfiles(),
      itemsOf: (profiles) => profiles,
    });
    return updateStore(store, (state) => {
      const noOtherProfile = toPatientProfiles(state.list.items).noOtherProfile;
      return noOtherProfile === state.noOtherProfile ? state : { ...state, noOtherProfile };
    });
  }
}
