/** A center video (000 §3); the server may send the link empty or not at all. */
export interface CenterVideo {
  readonly videoUrl?: string | null | undefined;
}

/** A center photo (000 §3); the server may send the link empty or not at all. */
export interface CenterPhoto {
  readonly imageUrl?: string | null | undefined;
}
