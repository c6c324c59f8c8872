/** A center video; the server may send the link empty or not at all. */
export interface CenterVideo {
  readonly videoUrl?: string | null | undefined;
}

/** A center photo; the server may send the link empty or not at all. */
export interface CenterPhoto {
  readonly imageUrl?: string | null | undefined;
}
