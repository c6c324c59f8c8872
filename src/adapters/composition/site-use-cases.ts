import type { Container } from 'inversify';
import { LoadDoctorCalendar } from '../../application/patient/load-doctor-calendar';
import { LoadMyAppointments } from '../../application/patient/load-my-appointments';
import { LoadMyProfiles } from '../../application/patient/load-my-profiles';
import { RequestLoginCode } from '../../application/patient/request-login-code';
import { SendMessageToHospital } from '../../application/patient/send-message-to-hospital';
import { VerifyLoginCode } from '../../application/patient/verify-login-code';
import { Tokens as T } from '../tokens';
import { singleton } from './bind';

/** The patient site's use cases, each built from the ports' tokens only. */
export function bindSiteUseCases(container: Container): void {
  singleton(
    container,
    T.LoadMyAppointments,
    [T.PatientGateway, T.TokenStore, T.Clock, T.LoadList],
    (...deps) => new LoadMyAppointments(...deps),
  );
  singleton(
    container,
    T.LoadMyProfiles,
    [T.PatientGateway, T.LoadList],
    (...deps) => new LoadMyProfiles(...deps),
  );
  singleton(
    container,
    T.LoadDoctorCalendar,
    [T.CalendarGateway, T.TokenStore, T.Clock, T.LoadList],
    (...deps) => new LoadDoctorCalendar(...deps),
  );
  singleton(
    container,
    T.RequestLoginCode,
    [T.PatientAuthGateway],
    (...deps) => new RequestLoginCode(...deps),
  );
  singleton(
    container,
    T.VerifyLoginCode,
    [T.PatientAuthGateway, T.TokenStore],
    (...deps) => new VerifyLoginCode(...deps),
  );
  singleton(
    container,
    T.SendMessageToHospital,
    [T.PatientGateway],
    (...deps) => new SendMessageToHospital(...deps),
  );
}
