import { Button, Card, FormGroup, InputGroup, Intent, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { Chat, Clipboard, Heart, Link as LinkIcon, SendMessage, Share, People } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import Markdown from 'react-markdown';
import { commentCount, type DemoComment, type DemoPost, type DemoReply } from '../../../domain/demo/social';
import type { Like } from '../../../domain/demo/like';
import { useT } from '../../i18n/use-t';
import { DemoMessage } from './demo-screen.view';
import type { SocialViewModel } from './social.view-model';

function Author({ profile }: { readonly profile: DemoPost['profile'] }) {
  return (
    <div className="demo-author">
      <img src={profile.avatar} alt="" width={40} height={40} className="demo-avatar" />
      <div>
        <strong>{profile.name}</strong>
        <div className="demo-muted">{profile.time}</div>
      </div>
    </div>
  );
}

function LikeButton({
  like,
  onClick,
  small,
}: {
  readonly like: Like;
  readonly onClick: () => void;
  readonly small?: boolean;
}) {
  const t = useT();
  return (
    <Button
      minimal
      small={small}
      icon={<Heart />}
      intent={like.like ? Intent.DANGER : Intent.NONE}
      aria-pressed={like.like}
      text={t('demo.social.likes', { number: like.value })}
      onClick={onClick}
      data-testid="demo-like"
    />
  );
}

/** A text box that sends a comment or a reply, with the mock's refusal under it. */
function SendBox({
  label,
  send,
  error,
}: {
  readonly label: string;
  readonly send: (text: string) => Promise<boolean>;
  readonly error: string | undefined;
}) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(text).then((taken) => {
      if (taken) setText('');
    });
  };
  return (
    <form onSubmit={submit} className="demo-send-box">
      <FormGroup
        intent={error === undefined ? Intent.NONE : Intent.DANGER}
        helperText={error === undefined ? undefined : <DemoMessage message={error} />}
      >
        <InputGroup
          aria-label={label}
          placeholder={label}
          value={text}
          onValueChange={setText}
          intent={error === undefined ? Intent.NONE : Intent.DANGER}
          rightElement={<Button minimal type="submit" icon={<SendMessage />} aria-label={label} />}
        />
      </FormGroup>
    </form>
  );
}

const ReplyView = observer(function ReplyView({
  reply,
  onLike,
}: {
  readonly reply: DemoReply;
  readonly onLike: () => void;
}) {
  return (
    <li className="demo-reply" data-testid="demo-reply">
      <Author profile={reply.profile} />
      <p dir="auto">{reply.text}</p>
      <LikeButton like={reply.likes} onClick={onLike} small />
    </li>
  );
});

const CommentView = observer(function CommentView({
  vm,
  post,
  comment,
}: {
  readonly vm: SocialViewModel;
  readonly post: DemoPost;
  readonly comment: DemoComment;
}) {
  const t = useT();
  const [replying, setReplying] = useState(false);
  return (
    <li className="demo-comment" data-testid="demo-comment">
      <Author profile={comment.profile} />
      <p dir="auto">{comment.text}</p>
      <div className="demo-actions">
        <LikeButton like={comment.likes} onClick={() => void vm.likeComment(post.id, comment.id)} small />
        <Button
          minimal
          small
          text={t('demo.social.reply')}
          aria-expanded={replying}
          onClick={() => setReplying(!replying)}
        />
      </div>
      {comment.replies.length > 0 && (
        <ul className="demo-replies">
          {comment.replies.map((reply) => (
            <ReplyView
              key={reply.id}
              reply={reply}
              onLike={() => void vm.likeReply(post.id, comment.id, reply.id)}
            />
          ))}
        </ul>
      )}
      {replying && (
        <SendBox
          label={t('demo.social.writeReply')}
          send={(text) => vm.addReply(post.id, comment.id, text)}
          error={vm.replyErrors.get(comment.id)?.message}
        />
      )}
    </li>
  );
});

/** One post of the feed: author, markdown, gallery or video, likes, share menu and comments. */
export const PostView = observer(function PostView({
  vm,
  post,
}: {
  readonly vm: SocialViewModel;
  readonly post: DemoPost;
}) {
  const t = useT();
  // The comments start open only on a post that has none, to invite the first.
  const [open, setOpen] = useState(post.comments.length === 0);
  const [shared, setShared] = useState<string | null>(null);
  const copyLink = () => {
    const url = `${window.location.origin}/user/social-profile/posts#${post.id}`;
    void navigator.clipboard?.writeText(url).then(
      () => setShared(t('demo.social.linkCopied')),
      () => setShared(url),
    );
  };
  return (
    <Card className="demo-post" data-testid="demo-post" data-post-id={post.id} id={post.id}>
      <Author profile={post.profile} />
      <div className="demo-markdown" dir="auto">
        <Markdown>{post.content}</Markdown>
      </div>
      {post.images.length > 0 && (
        <div className="demo-post-gallery">
          {post.images.map((image) => (
            <img
              key={image.img}
              src={image.img}
              alt={image.title}
              width={250}
              height={200}
              className={image.featured ? 'demo-featured' : undefined}
            />
          ))}
        </div>
      )}
      {post.video !== null && (
        <div className="demo-video" data-testid="demo-video">
          <span>{t('demo.social.video')}</span>
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(post.video)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('demo.social.watchVideo')}
          </a>
        </div>
      )}
      <div className="demo-actions">
        <LikeButton like={post.likes} onClick={() => void vm.likePost(post.id)} />
        <Button
          minimal
          icon={<Chat />}
          aria-expanded={open}
          text={t('demo.social.comments', { number: commentCount(post) })}
          onClick={() => setOpen(!open)}
        />
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem
                icon={<Share />}
                text={t('demo.social.shareNow')}
                onClick={() => setShared(t('demo.social.sharedDemo'))}
              />
              <MenuItem
                icon={<People />}
                text={t('demo.social.shareFriends')}
                onClick={() => setShared(t('demo.social.sharedDemo'))}
              />
              <MenuItem
                icon={<LinkIcon />}
                text={t('demo.social.sendMessenger')}
                onClick={() => setShared(t('demo.social.sharedDemo'))}
              />
              <MenuItem icon={<Clipboard />} text={t('demo.social.copyLink')} onClick={copyLink} />
            </Menu>
          }
        >
          <Button minimal icon={<Share />} text={t('demo.social.share')} />
        </Popover>
      </div>
      {shared !== null && (
        <p role="status" className="demo-muted">
          {shared}
        </p>
      )}
      {open && (
        <div className="demo-comments">
          <SendBox
            label={t('demo.social.writeComment')}
            send={(text) => vm.addComment(post.id, text)}
            error={vm.commentErrors.get(post.id)?.message}
          />
          <ul className="demo-comment-list">
            {post.comments.map((comment) => (
              <CommentView key={comment.id} vm={vm} post={post} comment={comment} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
});
