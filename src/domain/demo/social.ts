import { toggleLike, type Like } from './like';

/** Who wrote a post, a comment or a reply, and when (as the demo data says it). */
export interface DemoProfile {
  readonly id: string;
  readonly avatar: string;
  readonly name: string;
  readonly time: string;
}

export interface DemoReply {
  readonly id: string;
  readonly profile: DemoProfile;
  readonly text: string;
  readonly likes: Like;
}

export interface DemoComment extends DemoReply {
  readonly replies: readonly DemoReply[];
}

export interface DemoImage {
  readonly img: string;
  readonly title: string;
  /** A featured image spans two cells of the gallery. */
  readonly featured: boolean;
}

export interface DemoPost {
  readonly id: string;
  readonly profile: DemoProfile;
  /** Markdown. */
  readonly content: string;
  readonly images: readonly DemoImage[];
  /** A video id of the video site, or none. */
  readonly video: string | null;
  readonly likes: Like;
  readonly comments: readonly DemoComment[];
}

/** Why a comment or a reply was refused. */
export const SocialError = {
  CommentRequired: 'CommentRequired',
  ReplyRequired: 'ReplyRequired',
} as const;

export type SocialError = (typeof SocialError)[keyof typeof SocialError];

/** A comment or a reply needs some text besides blanks. */
export const hasText = (text: string): boolean => text.trim() !== '';

const mapPost = (posts: readonly DemoPost[], postId: string, change: (post: DemoPost) => DemoPost) =>
  posts.map((post) => (post.id === postId ? change(post) : post));

const mapComment = (
  posts: readonly DemoPost[],
  postId: string,
  commentId: string,
  change: (comment: DemoComment) => DemoComment,
) =>
  mapPost(posts, postId, (post) => ({
    ...post,
    comments: post.comments.map((comment) => (comment.id === commentId ? change(comment) : comment)),
  }));

export const likePost = (posts: readonly DemoPost[], postId: string): DemoPost[] =>
  mapPost(posts, postId, (post) => ({ ...post, likes: toggleLike(post.likes) }));

export const likeComment = (posts: readonly DemoPost[], postId: string, commentId: string): DemoPost[] =>
  mapComment(posts, postId, commentId, (comment) => ({ ...comment, likes: toggleLike(comment.likes) }));

export const likeReply = (
  posts: readonly DemoPost[],
  postId: string,
  commentId: string,
  replyId: string,
): DemoPost[] =>
  mapComment(posts, postId, commentId, (comment) => ({
    ...comment,
    replies: comment.replies.map((reply) =>
      reply.id === replyId ? { ...reply, likes: toggleLike(reply.likes) } : reply,
    ),
  }));

/** The comment first in the post's list (the newest shows first), or the refusal when it is empty. */
export function addComment(
  posts: readonly DemoPost[],
  postId: string,
  comment: DemoComment,
): DemoPost[] | SocialError {
  if (!hasText(comment.text)) return SocialError.CommentRequired;
  return mapPost(posts, postId, (post) => ({ ...post, comments: [comment, ...post.comments] }));
}

/** The reply last under its comment, or the refusal when it is empty. */
export function addReply(
  posts: readonly DemoPost[],
  postId: string,
  commentId: string,
  reply: DemoReply,
): DemoPost[] | SocialError {
  if (!hasText(reply.text)) return SocialError.ReplyRequired;
  return mapComment(posts, postId, commentId, (comment) => ({
    ...comment,
    replies: [...comment.replies, reply],
  }));
}

/** The number a post shows beside its comments: the comments and their replies. */
export const commentCount = (post: DemoPost): number =>
  post.comments.reduce((sum, comment) => sum + 1 + comment.replies.length, 0);

/** The post with new markdown, or null when the new text is blank (a post keeps some text). */
export function editPost(posts: readonly DemoPost[], postId: string, content: string): DemoPost[] | null {
  if (!hasText(content)) return null;
  return mapPost(posts, postId, (post) => ({ ...post, content }));
}

export const removePost = (posts: readonly DemoPost[], postId: string): DemoPost[] =>
  posts.filter((post) => post.id !== postId);

/** The comment with new text (its likes and replies kept), or the refusal when it is blank. */
export function editComment(
  posts: readonly DemoPost[],
  postId: string,
  commentId: string,
  text: string,
): DemoPost[] | SocialError {
  if (!hasText(text)) return SocialError.CommentRequired;
  return mapComment(posts, postId, commentId, (comment) => ({ ...comment, text }));
}

/** The post without the comment, and so without its replies. */
export const removeComment = (posts: readonly DemoPost[], postId: string, commentId: string): DemoPost[] =>
  mapPost(posts, postId, (post) => ({
    ...post,
    comments: post.comments.filter((comment) => comment.id !== commentId),
  }));

export function editReply(
  posts: readonly DemoPost[],
  postId: string,
  commentId: string,
  replyId: string,
  text: string,
): DemoPost[] | SocialError {
  if (!hasText(text)) return SocialError.ReplyRequired;
  return mapComment(posts, postId, commentId, (comment) => ({
    ...comment,
    replies: comment.replies.map((reply) => (reply.id === replyId ? { ...reply, text } : reply)),
  }));
}

export const removeReply = (
  posts: readonly DemoPost[],
  postId: string,
  commentId: string,
  replyId: string,
): DemoPost[] =>
  mapComment(posts, postId, commentId, (comment) => ({
    ...comment,
    replies: comment.replies.filter((reply) => reply.id !== replyId),
  }));
