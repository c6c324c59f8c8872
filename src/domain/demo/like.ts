/** A like on a post, a comment or a reply: whether the user likes it, and how many do. */
export interface Like {
  readonly like: boolean;
  readonly value: number;
}

/** Liking flips the flag; the count rises by 1 when liked and falls by 1 when unliked. */
export const toggleLike = ({ like, value }: Like): Like =>
  like ? { like: false, value: value - 1 } : { like: true, value: value + 1 };
