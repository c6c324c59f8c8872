/** Whether the viewer likes something, and how many do (wire `likes: {like, value}`). */
export interface Likes {
  readonly liked: boolean;
  readonly count: number;
}

/**
 * Flips the like: liking adds 1, unliking takes 1 away, and the count never goes below 0. A count
 * that arrives negative or not a number is read as 0 first, so bad data cannot leak a negative
 * count onto the screen.
 */
export function toggleLike(likes: Likes): Likes {
  const count = likes.count > 0 ? likes.count : 0;
  return likes.liked ? { liked: false, count: Math.max(0, count - 1) } : { liked: true, count: count + 1 };
}

export interface LikeableReply {
  readonly id: string;
  readonly likes: Likes;
}

export interface LikeableComment<R extends LikeableReply = LikeableReply> {
  readonly id: string;
  readonly likes: Likes;
  readonly replies?: readonly R[];
}

export interface LikeablePost<C extends LikeableComment = LikeableComment> {
  readonly id: string;
  readonly likes: Likes;
  readonly comments?: readonly C[];
}

/** What a like is aimed at: a post, a comment of a post, or a reply to a comment. */
export type LikeTarget =
  | { readonly kind: 'post'; readonly postId: string }
  | { readonly kind: 'comment'; readonly postId: string; readonly commentId: string }
  | { readonly kind: 'reply'; readonly postId: string; readonly commentId: string; readonly replyId: string };

/**
 * Toggles the like of one post, comment or reply in a feed (the first with the given ids). Only
 * the objects on the way to the target are copied; everything else is returned as is, and a
 * target that is not found leaves the feed unchanged (the same array).
 */
export function toggleLikeIn<P extends LikeablePost>(posts: readonly P[], target: LikeTarget): readonly P[] {
  const index = posts.findIndex((p) => p.id === target.postId);
  const post = posts[index];
  if (post === undefined) return posts;
  const updated =
    target.kind === 'post' ? { ...post, likes: toggleLike(post.likes) } : toggleInPost(post, target);
  if (updated === post) return posts;
  const next = posts.slice();
  next[index] = updated;
  return next;
}

function toggleInPost<P extends LikeablePost>(post: P, target: Exclude<LikeTarget, { kind: 'post' }>): P {
  const comments = post.comments ?? [];
  const index = comments.findIndex((c) => c.id === target.commentId);
  const comment = comments[index];
  if (comment === undefined) return post;
  let updated: LikeableComment;
  if (target.kind === 'comment') {
    updated = { ...comment, likes: toggleLike(comment.likes) };
  } else {
    const replies = comment.replies ?? [];
    const r = replies.findIndex((reply) => reply.id === target.replyId);
    const reply = replies[r];
    if (reply === undefined) return post;
    const nextReplies = replies.slice();
    nextReplies[r] = { ...reply, likes: toggleLike(reply.likes) };
    updated = { ...comment, replies: nextReplies };
  }
  const nextComments = comments.slice();
  nextComments[index] = updated;
  return { ...post, comments: nextComments };
}
