/**
 * The doctor profile's chunk (`/dashboard/Doctors/profile/{id}`): its view and view-model travel
 * together; the container builds the view-model's factory from here.
 */
export { default as DoctorProfileScreen } from './doctor-profile-screen.view';
export { DoctorProfileViewModel } from './doctor-profile.view-model';
