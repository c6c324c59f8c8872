import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commentCount,
  editComment,
  editPost,
  editReply,
  removeComment,
  removePost,
  removeReply,
  SocialError,
  type DemoComment,
  type DemoPost,
} from '../../../src/domain/demo/social';

const profile = { id: 'p', avatar: '', name: 'A', time: 'now' };
const likeArb = fc.record({ like: fc.boolean(), value: fc.nat(50) });
const replyArb = fc.record({
  id: fc.uuid(),
  profile: fc.constant(profile),
  text: fc.string(),
  likes: likeArb,
});
const commentArb: fc.Arbitrary<DemoComment> = fc.record({
  id: fc.uuid(),
  profile: fc.constant(profile),
  text: fc.string(),
  likes: likeArb,
  replies: fc.uniqueArray(replyArb, { selector: (r) => r.id, maxLength: 3 }),
});
const postArb: fc.Arbitrary<DemoPost> = fc.record({
  id: fc.uuid(),
  profile: fc.constant(profile),
  content: fc.string(),
  images: fc.constant([]),
  video: fc.constant(null),
  likes: likeArb,
  comments: fc.uniqueArray(commentArb, { selector: (c) => c.id, minLength: 1, maxLength: 3 }),
});
const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
const blank = fc.stringMatching(/^\s*$/);

describe('demo post, comment and reply edits', () => {
  it('a blank comment or reply edit is refused as required; a blank post edit is not taken', () => {
    fc.assert(
      fc.property(postArb, blank, (post, empty) => {
        const comment = post.comments[0] as DemoComment;
        expect(editComment([post], post.id, comment.id, empty)).toBe(SocialError.CommentRequired);
        expect(editReply([post], post.id, comment.id, 'r', empty)).toBe(SocialError.ReplyRequired);
        expect(editPost([post], post.id, empty)).toBeNull();
      }),
    );
  });

  it('an edited comment keeps its likes and replies and takes the new text', () => {
    fc.assert(
      fc.property(postArb, text, (post, newText) => {
        const comment = post.comments[0] as DemoComment;
        const after = editComment([post], post.id, comment.id, newText);
        if (typeof after === 'string') throw new Error('refused');
        const edited = after[0]?.comments[0];
        expect(edited).toEqual({ ...comment, text: newText });
        expect(after[0]?.comments.slice(1)).toEqual(post.comments.slice(1));
      }),
    );
  });

  it('deleting a comment lowers the post count by one plus its replies', () => {
    fc.assert(
      fc.property(postArb, fc.nat(), (post, pick) => {
        const comment = post.comments[pick % post.comments.length] as DemoComment;
        const after = removeComment([post], post.id, comment.id)[0] as DemoPost;
        expect(commentCount(after)).toBe(commentCount(post) - 1 - comment.replies.length);
      }),
    );
  });

  it('deleting a reply lowers the post count by one; deleting a post leaves the others', () => {
    fc.assert(
      fc.property(postArb, postArb, (post, other) => {
        fc.pre(post.id !== other.id);
        const comment = post.comments.find((c) => c.replies.length > 0);
        if (comment !== undefined) {
          const reply = comment.replies[0];
          const after = removeReply([post], post.id, comment.id, reply?.id ?? '')[0] as DemoPost;
          expect(commentCount(after)).toBe(commentCount(post) - 1);
        }
        expect(removePost([post, other], post.id)).toEqual([other]);
      }),
    );
  });
});
