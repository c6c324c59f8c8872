/** The current time; the domain never reads it itself, the application passes it in. */
export interface Clock {
  now(): Date;
}
