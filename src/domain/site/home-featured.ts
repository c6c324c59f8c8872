import { firstN } from './first-n';

/** How many centers and doctors the home page features. */
export const HomeFeatured = {
  Centers: 3,
  Doctors: 3,
} as const;

export type HomeFeatured = (typeof HomeFeatured)[keyof typeof HomeFeatured];

/** The centers the home page shows: the first 3, in the order the list came. */
export function homeCenters<T>(centers: readonly T[]): T[] {
  return firstN(centers, HomeFeatured.Centers);
}

/** The doctors the home page shows: the first 3, in the order the list came. */
export function homeDoctors<T>(doctors: readonly T[]): T[] {
  return firstN(doctors, HomeFeatured.Doctors);
}
