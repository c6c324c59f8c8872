import type { Logger } from '../ports/logger';
import type { PatientAuthGateway } from '../ports/patient-auth-gateway';
import type { TokenStore } from '../ports/token-store';

/**
 * Signs the patient out: the server revokes the token (`POST /api/PatientAuth/Logout`), then the
 * browser forgets the token, the verify flag and the info. The browser forgets them even when the
 * server cannot be reached: a patient who pressed "Sign out" on a shared phone must be signed out
 * there; the failure is logged.
 */
export class SignOutPatient {
  constructor(
    private readonly gateway: Pick<PatientAuthGateway, 'logout'>,
    private readonly tokens: Pick<TokenStore, 'patientToken' | 'clearPatientSession'>,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {}

  async execute(): Promise<void> {
    if (this.tokens.patientToken() !== null) {
      const result = await this.gateway.logout();
      if (!result.ok) this.logger.warn('The server did not confirm the patient sign-out.', result.error);
    }
    this.tokens.clearPatientSession();
  }
}
