import { toPatientProfiles } from '../../domain/patients/patient-profiles';
import { patientSessionAction } from '../../domain/session/patient-unauthorized';
import type { Navigator } from '../ports/navigator';
import type { PatientGateway } from '../ports/patient-gateway';
import type { TokenStore } from '../ports/token-store';
import type { LoadList } from '../lists/load-list';
import { focusStore } from '../shared/focus-store';
import { updateStore, type StateStore } from '../shared/state-store';
import { MY_PROFILES_POLICY, type MyProfilesState } from './patient-lists';

/**
 * Loads the signed-in patient's profiles (000 §7 `GetAllMyPatients`); one profile or none sets
 * `noOtherProfile` (000 §4). A 401 is the patient rule of 000 §6: the patient token, the verify
 * flag and the info are cleared (`PATIENT_UNAUTHORIZED_RESET`), then the page reloads.
 */
export class LoadMyProfiles {
  constructor(
    private readonly gateway: Pick<PatientGateway, 'myProfiles'>,
    private readonly tokens: Pick<TokenStore, 'clearPatientSession'>,
    private readonly navigator: Pick<Navigator, 'reload'>,
    private readonly lists: LoadList,
  ) {}

  async execute(store: StateStore<MyProfilesState>): Promise<MyProfilesState> {
    const outcome = await this.lists.run({
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
    if (outcome.kind === 'applied' && !outcome.result.ok) {
      const action = patientSessionAction({ kind: 'profilesFailed', error: outcome.result.error });
      if (action.kind === 'clearAndReload') {
        this.tokens.clearPatientSession();
        this.navigator.reload();
      }
    }
    return updateStore(store, (state) => {
      const noOtherProfile = toPatientProfiles(state.list.items).noOtherProfile;
      return noOtherProfile === state.noOtherProfile ? state : { ...state, noOtherProfile };
    });
  }
}
