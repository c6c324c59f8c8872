import type { LoadDoctorCalendar } from '../../application/patient/load-doctor-calendar';
import type { LoadMyAppointments } from '../../application/patient/load-my-appointments';
import type { LoadMyProfiles } from '../../application/patient/load-my-profiles';
import type { RequestLoginCode } from '../../application/patient/request-login-code';
import type { SignOutPatient } from '../../application/patient/sign-out-patient';
import type { VerifyLoginCode } from '../../application/patient/verify-login-code';
import type { Clock } from '../../application/ports/clock';
import type { PatientBookingGateway } from '../../application/ports/patient-booking-gateway';
import type { SiteContentGateway } from '../../application/ports/site-content-gateway';
import type { SiteFormsGateway } from '../../application/ports/site-forms-gateway';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { TokenStore } from '../../application/ports/token-store';
import type { ResourceGateway } from '../../application/resources/resource-gateway';
import type { StartTranslations } from '../../application/translations/start-translations';
import type { SwitchLanguage } from '../../application/translations/switch-language';
import type { Translator } from '../../application/ports/translator';

/**
 * What the site's pages take from the container: the site's use cases and ports, bound once by
 * `src/create-site.ts`. A page makes its own view-model from these when it mounts; the page's code
 * (view and view-model) arrives with the page's chunk, so the home page never loads the others'.
 */
export interface SiteServices {
  readonly resources: ResourceGateway;
  readonly siteContent: SiteContentGateway;
  readonly requestLoginCode: Pick<RequestLoginCode, 'execute'>;
  readonly verifyLoginCode: Pick<VerifyLoginCode, 'execute'>;
  readonly signOut: Pick<SignOutPatient, 'execute'>;
  readonly startTranslations: Pick<StartTranslations, 'execute'>;
  readonly switchLanguage: Pick<SwitchLanguage, 'execute'>;
  readonly translator: Translator;
  readonly tokens: Pick<TokenStore, 'patientToken' | 'isPatientVerified'>;
  readonly storage: KeyValueStore;
  readonly clock: Clock;
  /** The site's forms, loaded with the first form page (the home page does not carry them). */
  readonly siteForms: () => Promise<SiteFormsGateway>;
}

/**
 * The signed-in patient's use cases (appointments, family, the doctor calendar, booking), bound
 * apart from `SiteServices` and built on first use (`getAsync`) by the routes of the pages that use
 * them, so their code and schemas arrive with those pages and not with the home page.
 */
export interface SitePatientServices {
  readonly loadMyAppointments: Pick<LoadMyAppointments, 'execute'>;
  readonly loadMyProfiles: Pick<LoadMyProfiles, 'execute'>;
  readonly loadDoctorCalendar: Pick<LoadDoctorCalendar, 'execute'>;
  /** Booking, cancelling and the free slots (docs/api-extensions.md, "Booking"). */
  readonly booking: PatientBookingGateway;
  readonly clock: Clock;
}
