import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleLike } from '../../../src/domain/demo/like';
import {
  addComment,
  addReply,
  likeComment,
  likePost,
  likeReply,
  SocialError,
  type DemoPost,
} from '../../../src/domain/demo/social';

const like = fc.record({ like: fc.boolean(), value: fc.integer({ min: 1, max: 1000 }) });
const profile = { id: 'p', avatar: '', name: 'A', time: 'now' };
const post = (likes: { like: boolean; value: number }): DemoPost => ({
  id: 'post',
  profile,
  content: 'hi',
  images: [],
  video: null,
  likes,
  comments: [
    {
      id: 'c',
      profile,
      text: 'c',
      likes,
      replies: [{ id: 'r', profile, text: 'r', likes }],
    },
  ],
});

describe('demo likes', () => {
  it('liking flips the flag and moves the count by one in its direction', () => {
    fc.assert(
      fc.property(like, (before) => {
        const after = toggleLike(before);
        return after.like === !before.like && after.value === before.value + (after.like ? 1 : -1);
      }),
    );
  });

  it('liking twice leaves the like as it was', () => {
    fc.assert(
      fc.property(like, (before) => {
        expect(toggleLike(toggleLike(before))).toEqual(before);
      }),
    );
  });

  it('a like on a post, a comment or a reply changes only that one', () => {
    fc.assert(
      fc.property(like, (likes) => {
        const posts = [post(likes)];
        expect(likePost(posts, 'post')[0]?.comments[0]?.likes).toEqual(likes);
        expect(likePost(posts, 'post')[0]?.likes).toEqual(toggleLike(likes));
        const comment = likeComment(posts, 'post', 'c')[0];
        expect(comment?.likes).toEqual(likes);
        expect(comment?.comments[0]?.likes).toEqual(toggleLike(likes));
        expect(comment?.comments[0]?.replies[0]?.likes).toEqual(likes);
        const reply = likeReply(posts, 'post', 'c', 'r')[0];
        expect(reply?.comments[0]?.likes).toEqual(likes);
        expect(reply?.comments[0]?.replies[0]?.likes).toEqual(toggleLike(likes));
      }),
    );
  });
});

describe('demo comments', () => {
  const blank = fc.stringMatching(/^\s*$/);
  it('a comment of blanks is refused as required', () => {
    fc.assert(
      fc.property(blank, (text) => {
        const comment = { id: 'n', profile, text, likes: { like: false, value: 0 }, replies: [] };
        return addComment([post({ like: false, value: 0 })], 'post', comment) === SocialError.CommentRequired;
      }),
    );
  });

  it('a reply of blanks is refused as required', () => {
    fc.assert(
      fc.property(blank, (text) => {
        const reply = { id: 'n', profile, text, likes: { like: false, value: 0 } };
        return addReply([post({ like: false, value: 0 })], 'post', 'c', reply) === SocialError.ReplyRequired;
      }),
    );
  });

  it('a comment with text comes first on its post', () => {
    const comment = { id: 'n', profile, text: 'Hello', likes: { like: false, value: 0 }, replies: [] };
    const posts = addComment([post({ like: false, value: 0 })], 'post', comment);
    expect(Array.isArray(posts) && posts[0]?.comments.map((c) => c.id)).toEqual(['n', 'c']);
  });
});
