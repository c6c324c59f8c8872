import type { DoctorId } from '../../domain/doctors/doctor-id';
import type { DoctorTag, DoctorWithTags } from '../../domain/doctors/doctor-tag';
import type { CenterPhoto, CenterVideo } from '../../domain/media/center-media';
import type { PatientProfile } from '../../domain/patients/patient-profiles';
import type { PlacedImage } from '../../domain/site/home-carousel';

/** A carousel image (`carouselFor`, one of the 26 placements). */
export interface CarouselImage extends PlacedImage {
  readonly id: string;
  readonly imageUrl: string;
}

/** A center video; `videoUrl` is null when the server sent none (the lists drop those). */
export interface CenterVideoItem extends CenterVideo {
  readonly id: string;
  readonly videoUrl: string | null;
  /** The picture shown until the video plays; null when the server sent none. */
  readonly thumbnailUrl: string | null;
  /** Empty when the server did not say. */
  readonly centerId: string;
  readonly title: { readonly en: string; readonly ku: string; readonly ar: string };
}

/** A center photo; `imageUrl` is null when the server sent none (the lists drop those). */
export interface CenterPhotoItem extends CenterPhoto {
  readonly id: string;
  readonly imageUrl: string | null;
  /** The photo's center, when the server names it. */
  readonly centerId?: string;
}

/** A doctor tag in the three languages; tags are told apart by `englishName`. */
export interface SiteDoctorTag extends DoctorTag {
  /** Empty when the tag has no Kurdish name: the view falls back to the English one. */
  readonly kurdishName: string;
  /** Empty when the tag has no Arabic name. */
  readonly arabicName: string;
}

/** A doctor of the patient site with the tags they are filed under. */
export interface SiteDoctor extends DoctorWithTags<SiteDoctorTag> {
  readonly id: DoctorId;
  readonly name: string;
  /** Empty when not sent: the view falls back to `name`. */
  readonly kurdishName: string;
  readonly arabicName: string;
  /** Empty when the doctor has no photo. */
  readonly photoUrl: string;
  /** The biography per language; empty where not sent. */
  readonly bio: { readonly en: string; readonly ku: string; readonly ar: string };
  /** The doctor's center; empty when not sent. */
  readonly centerId: string;
}

/** One of the signed-in patient's profiles, with the name the profile switcher shows. */
export interface PatientProfileItem extends PatientProfile {
  readonly name: string;
}
