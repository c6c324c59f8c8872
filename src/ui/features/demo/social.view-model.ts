import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DemoAnswer,
  DemoError,
  DemoFollower,
  DemoFriend,
  DemoFriendRequest,
  DemoGalleryItem,
  DemoListsPort,
  DemoSocialPort,
} from '../../../application/demo/demo-ports';
import type { DemoPost } from '../../../domain/demo/social';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

/** The social profile's tabs, as their addresses name them. */
export const SocialTab = {
  Profile: 'posts',
  Followers: 'follower',
  Friends: 'friends',
  FriendRequests: 'friend-request',
  Gallery: 'gallery',
} as const;
export type SocialTab = (typeof SocialTab)[keyof typeof SocialTab];

export const SOCIAL_TABS: readonly SocialTab[] = Object.values(SocialTab);

export const isSocialTab = (value: string | undefined): value is SocialTab =>
  (SOCIAL_TABS as readonly (string | undefined)[]).includes(value);

/** The social profile: the feed with its likes, comments and replies, and the people tabs. */
export class SocialViewModel {
  posts: DemoPost[] = [];
  status: DemoLoad = LOADING;
  /** The refusal of the last comment sent on a post, by post id. */
  commentErrors = new Map<string, DemoError>();
  /** The refusal of the last reply sent to a comment, by comment id. */
  replyErrors = new Map<string, DemoError>();
  /** The refusal of the last edit of a comment or a reply, by its id. */
  editErrors = new Map<string, DemoError>();
  followers: DemoFollower[] = [];
  friends: DemoFriend[] = [];
  friendRequests: DemoFriendRequest[] = [];
  gallery: DemoGalleryItem[] = [];
  search = '';
  listStatus: DemoLoad = LOADING;
  /** The total sizes, for the profile's counters (whatever the search). */
  friendCount = 0;
  followerCount = 0;

  constructor(
    private readonly social: DemoSocialPort,
    private readonly lists: DemoListsPort,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    const [posts, friends, followers] = await Promise.all([
      this.social.posts(),
      this.lists.friends(''),
      this.lists.followers(''),
    ]);
    runInAction(() => {
      if (friends.ok) this.friendCount = friends.value.length;
      if (followers.ok) this.followerCount = followers.value.length;
      this.takePosts(posts);
    });
  }

  private takePosts(answer: Awaited<DemoAnswer<DemoPost[]>>): boolean {
    if (!answer.ok) {
      this.status = { kind: 'error', error: answer.error };
      return false;
    }
    this.posts = answer.value;
    this.status = LOADED;
    return true;
  }

  async likePost(postId: string): Promise<void> {
    const answer = await this.social.likePost(postId);
    runInAction(() => this.takePosts(answer));
  }

  async likeComment(postId: string, commentId: string): Promise<void> {
    const answer = await this.social.likeComment(postId, commentId);
    runInAction(() => this.takePosts(answer));
  }

  async likeReply(postId: string, commentId: string, replyId: string): Promise<void> {
    const answer = await this.social.likeReply(postId, commentId, replyId);
    runInAction(() => this.takePosts(answer));
  }

  /** Whether the comment was taken (the box may then be emptied). */
  async addComment(postId: string, text: string): Promise<boolean> {
    const answer = await this.social.addComment(postId, text);
    return runInAction(() => {
      if (!answer.ok) {
        this.commentErrors.set(postId, answer.error);
        return false;
      }
      this.commentErrors.delete(postId);
      return this.takePosts(answer);
    });
  }

  async addReply(postId: string, commentId: string, text: string): Promise<boolean> {
    const answer = await this.social.addReply(postId, commentId, text);
    return runInAction(() => {
      if (!answer.ok) {
        this.replyErrors.set(commentId, answer.error);
        return false;
      }
      this.replyErrors.delete(commentId);
      return this.takePosts(answer);
    });
  }

  async addPost(content: string): Promise<boolean> {
    const answer = await this.social.addPost(content);
    return runInAction(() => this.takePosts(answer));
  }

  async editPost(postId: string, content: string): Promise<boolean> {
    const answer = await this.social.editPost(postId, content);
    return runInAction(() => this.takePosts(answer));
  }

  async deletePost(postId: string): Promise<boolean> {
    const answer = await this.social.deletePost(postId);
    return runInAction(() => this.takePosts(answer));
  }

  /** Whether the new text was taken; a refusal shows under the comment being edited. */
  async editComment(postId: string, commentId: string, text: string): Promise<boolean> {
    const answer = await this.social.editComment(postId, commentId, text);
    return runInAction(() => {
      if (!answer.ok) {
        this.editErrors.set(commentId, answer.error);
        return false;
      }
      this.editErrors.delete(commentId);
      return this.takePosts(answer);
    });
  }

  async deleteComment(postId: string, commentId: string): Promise<boolean> {
    const answer = await this.social.deleteComment(postId, commentId);
    return runInAction(() => this.takePosts(answer));
  }

  async editReply(postId: string, commentId: string, replyId: string, text: string): Promise<boolean> {
    const answer = await this.social.editReply(postId, commentId, replyId, text);
    return runInAction(() => {
      if (!answer.ok) {
        this.editErrors.set(replyId, answer.error);
        return false;
      }
      this.editErrors.delete(replyId);
      return this.takePosts(answer);
    });
  }

  async deleteReply(postId: string, commentId: string, replyId: string): Promise<boolean> {
    const answer = await this.social.deleteReply(postId, commentId, replyId);
    return runInAction(() => this.takePosts(answer));
  }

  clearEditError(id: string): void {
    this.editErrors.delete(id);
  }

  /** The people of a tab, searched by the key (an empty key shows all). */
  async loadTab(tab: SocialTab, search: string): Promise<void> {
    this.search = search;
    this.listStatus = LOADING;
    const failed = (error: DemoError) => runInAction(() => (this.listStatus = { kind: 'error', error }));
    switch (tab) {
      case SocialTab.Followers: {
        const answer = await this.lists.followers(search);
        if (!answer.ok) return void failed(answer.error);
        runInAction(() => (this.followers = answer.value));
        break;
      }
      case SocialTab.Friends: {
        const answer = await this.lists.friends(search);
        if (!answer.ok) return void failed(answer.error);
        runInAction(() => (this.friends = answer.value));
        break;
      }
      case SocialTab.FriendRequests: {
        const answer = await this.lists.friendRequests(search);
        if (!answer.ok) return void failed(answer.error);
        runInAction(() => (this.friendRequests = answer.value));
        break;
      }
      case SocialTab.Gallery: {
        const answer = await this.lists.gallery();
        if (!answer.ok) return void failed(answer.error);
        runInAction(() => (this.gallery = answer.value));
        break;
      }
      default:
        break;
    }
    runInAction(() => (this.listStatus = LOADED));
  }
}
