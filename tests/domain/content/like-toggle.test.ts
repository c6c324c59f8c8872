import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  toggleLike,
  toggleLikeIn,
  type LikeablePost,
  type Likes,
} from '../../../src/domain/content/like-toggle';

const likes: fc.Arbitrary<Likes> = fc.record({ liked: fc.boolean(), count: fc.nat(10_000) });
const anyLikes: fc.Arbitrary<Likes> = fc.record({
  liked: fc.boolean(),
  count: fc.oneof(fc.integer({ min: -100, max: 100 }), fc.constant(Number.NaN)),
});

const feed: fc.Arbitrary<LikeablePost[]> = fc.array(
  fc.record({
    id: fc.constantFrom('p1', 'p2', 'p3'),
    likes,
    comments: fc.array(
      fc.record({
        id: fc.constantFrom('c1', 'c2'),
        likes,
        replies: fc.array(fc.record({ id: fc.constantFrom('r1', 'r2'), likes }), { maxLength: 3 }),
      }),
      { maxLength: 3 },
    ),
  }),
  { maxLength: 4 },
);
const target = fc.oneof(
  fc.record({ kind: fc.constant('post' as const), postId: fc.constantFrom('p1', 'p2', 'p9') }),
  fc.record({
    kind: fc.constant('comment' as const),
    postId: fc.constantFrom('p1', 'p2'),
    commentId: fc.constantFrom('c1', 'c9'),
  }),
  fc.record({
    kind: fc.constant('reply' as const),
    postId: fc.constantFrom('p1', 'p2'),
    commentId: fc.constantFrom('c1', 'c2'),
    replyId: fc.constantFrom('r1', 'r9'),
  }),
);

/** Every likes object of a feed, in a fixed walk order, with the path that names it. */
function allLikes(posts: readonly LikeablePost[]): [string, Likes][] {
  const out: [string, Likes][] = [];
  posts.forEach((p, i) => {
    out.push([`${i}`, p.likes]);
    (p.comments ?? []).forEach((c, j) => {
      out.push([`${i}.${j}`, c.likes]);
      (c.replies ?? []).forEach((r, k) => out.push([`${i}.${j}.${k}`, r.likes]));
    });
  });
  return out;
}

describe('like toggling', () => {
  it.each([
    [
      { liked: false, count: 0 },
      { liked: true, count: 1 },
    ],
    [
      { liked: false, count: 4 },
      { liked: true, count: 5 },
    ],
    [
      { liked: true, count: 5 },
      { liked: false, count: 4 },
    ],
    [
      { liked: true, count: 0 },
      { liked: false, count: 0 },
    ],
    [
      { liked: false, count: -3 },
      { liked: true, count: 1 },
    ],
  ])('toggles %j to %j', (before, after) => {
    expect(toggleLike(before)).toEqual(after);
  });

  it('flips the flag', () => {
    fc.assert(fc.property(anyLikes, (l) => toggleLike(l).liked === !l.liked));
  });

  it('raises the count by 1 when liked', () => {
    fc.assert(
      fc.property(likes, (l) => {
        fc.pre(!l.liked);
        expect(toggleLike(l).count).toBe(l.count + 1);
      }),
    );
  });

  it('lowers the count by 1 when unliked, never below 0', () => {
    fc.assert(
      fc.property(likes, (l) => {
        fc.pre(l.liked);
        expect(toggleLike(l).count).toBe(l.count === 0 ? 0 : l.count - 1);
      }),
    );
  });

  it('never gives a negative count, whatever count came in', () => {
    fc.assert(fc.property(anyLikes, (l) => toggleLike(l).count >= 0));
  });

  it('restores flag and count when toggled twice, if the count was at least 1 or the item was unliked', () => {
    fc.assert(
      fc.property(likes, (l) => {
        fc.pre(l.count >= 1 || !l.liked);
        expect(toggleLike(toggleLike(l))).toEqual(l);
      }),
    );
  });

  it('toggles exactly the targeted post, comment or reply of a feed and leaves the rest as they were', () => {
    fc.assert(
      fc.property(feed, target, (posts, t) => {
        const before = allLikes(posts);
        const after = allLikes(toggleLikeIn(posts, t));
        expect(after.map(([path]) => path)).toEqual(before.map(([path]) => path));

        // The target's path, found by a plain search for the first matching ids.
        const i = posts.findIndex((p) => p.id === t.postId);
        const j = t.kind === 'post' ? -1 : (posts[i]?.comments ?? []).findIndex((c) => c.id === t.commentId);
        const k =
          t.kind === 'reply'
            ? (posts[i]?.comments?.[j]?.replies ?? []).findIndex((r) => r.id === t.replyId)
            : -1;
        const path = t.kind === 'post' ? `${i}` : t.kind === 'comment' ? `${i}.${j}` : `${i}.${j}.${k}`;
        const found = i >= 0 && (t.kind === 'post' || j >= 0) && (t.kind !== 'reply' || k >= 0);

        before.forEach(([p, l], n) => {
          const now = after[n]?.[1];
          expect(now).toEqual(found && p === path ? toggleLike(l) : l);
        });
      }),
    );
  });

  it('returns the same feed when the target is not in it', () => {
    const posts: LikeablePost[] = [{ id: 'p1', likes: { liked: false, count: 2 }, comments: [] }];
    expect(toggleLikeIn(posts, { kind: 'post', postId: 'p2' })).toBe(posts);
    expect(toggleLikeIn(posts, { kind: 'comment', postId: 'p1', commentId: 'c1' })).toBe(posts);
  });
});
