/**
 * The OTP log screen's chunk (`/dashboard/CodeGeneration`): its view and view-model travel
 * together; the container builds the view-model's factory from here.
 */
export { default as OtpLogScreen } from './otp-log-screen.view';
export { OtpLogViewModel } from './otp-log.view-model';
