import {
  Alert,
  Button,
  Card,
  FormGroup,
  InputGroup,
  Intent,
  Menu,
  MenuItem,
  Popover,
  TextArea,
} from '@blueprintjs/core';
import {
  Chat,
  Clipboard,
  Edit,
  Heart,
  Link as LinkIcon,
  More,
  People,
  SendMessage,
  Share,
  Trash,
} from '@blueprintjs/icons';
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

/** The Edit / Delete menu of a post, a comment or a reply. */
function ItemMenu({
  label,
  onEdit,
  onDelete,
}: {
  readonly label: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const t = useT();
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem icon={<Edit />} text={t('demo.social.edit')} onClick={onEdit} />
          <MenuItem
            icon={<Trash />}
            intent={Intent.DANGER}
            text={t('demo.social.delete')}
            onClick={onDelete}
          />
        </Menu>
      }
    >
      <Button minimal small icon={<More />} aria-label={label} className="demo-item-menu" />
    </Popover>
  );
}

/** Edits a text in place: Save keeps it, Cancel (or Escape) leaves it; a refusal keeps what was typed. */
function EditBox({
  initial,
  label,
  multiline,
  save,
  cancel,
  error,
}: {
  readonly initial: string;
  readonly label: string;
  readonly multiline?: boolean;
  readonly save: (text: string) => Promise<boolean>;
  readonly cancel: () => void;
  readonly error: string | undefined;
}) {
  const t = useT();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(text).then((taken) => {
      if (taken) cancel();
    });
  };
  return (
    <form
      onSubmit={submit}
      className="demo-edit-box"
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      <FormGroup
        intent={error === undefined ? Intent.NONE : Intent.DANGER}
        helperText={error === undefined ? undefined : <DemoMessage message={error} />}
      >
        {multiline === true ? (
          <TextArea
            fill
            autoFocus
            aria-label={label}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        ) : (
          <InputGroup
            autoFocus
            aria-label={label}
            value={text}
            onValueChange={setText}
            intent={error === undefined ? Intent.NONE : Intent.DANGER}
          />
        )}
      </FormGroup>
      <div className="demo-actions">
        <Button type="submit" small intent={Intent.PRIMARY} text={t('demo.social.save')} />
        <Button small text={t('demo.cancel')} onClick={cancel} />
      </div>
    </form>
  );
}

/** Asks before a post, a comment or a reply goes. */
function ConfirmDelete({
  isOpen,
  question,
  onConfirm,
  onClose,
}: {
  readonly isOpen: boolean;
  readonly question: string;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) {
  const t = useT();
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon={<Trash />}
      cancelButtonText={t('demo.cancel')}
      confirmButtonText={t('demo.social.delete')}
      onCancel={onClose}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
    >
      {question}
    </Alert>
  );
}

const ReplyView = observer(function ReplyView({
  vm,
  post,
  comment,
  reply,
}: {
  readonly vm: SocialViewModel;
  readonly post: DemoPost;
  readonly comment: DemoComment;
  readonly reply: DemoReply;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="demo-reply" data-testid="demo-reply">
      <div className="demo-item-head">
        <Author profile={reply.profile} />
        <ItemMenu
          label={t('demo.social.replyActions', { name: reply.profile.name })}
          onEdit={() => setEditing(true)}
          onDelete={() => setDeleting(true)}
        />
      </div>
      {editing ? (
        <EditBox
          initial={reply.text}
          label={t('demo.social.editReply')}
          save={(text) => vm.editReply(post.id, comment.id, reply.id, text)}
          cancel={() => {
            vm.clearEditError(reply.id);
            setEditing(false);
          }}
          error={vm.editErrors.get(reply.id)?.message}
        />
      ) : (
        <p dir="auto">{reply.text}</p>
      )}
      <LikeButton like={reply.likes} onClick={() => void vm.likeReply(post.id, comment.id, reply.id)} small />
      <ConfirmDelete
        isOpen={deleting}
        question={t('demo.social.deleteReplyQuestion')}
        onConfirm={() => void vm.deleteReply(post.id, comment.id, reply.id)}
        onClose={() => setDeleting(false)}
      />
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
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="demo-comment" data-testid="demo-comment">
      <div className="demo-item-head">
        <Author profile={comment.profile} />
        <ItemMenu
          label={t('demo.social.commentActions', { name: comment.profile.name })}
          onEdit={() => setEditing(true)}
          onDelete={() => setDeleting(true)}
        />
      </div>
      {editing ? (
        <EditBox
          initial={comment.text}
          label={t('demo.social.editComment')}
          save={(text) => vm.editComment(post.id, comment.id, text)}
          cancel={() => {
            vm.clearEditError(comment.id);
            setEditing(false);
          }}
          error={vm.editErrors.get(comment.id)?.message}
        />
      ) : (
        <p dir="auto">{comment.text}</p>
      )}
      <ConfirmDelete
        isOpen={deleting}
        question={t('demo.social.deleteCommentQuestion')}
        onConfirm={() => void vm.deleteComment(post.id, comment.id)}
        onClose={() => setDeleting(false)}
      />
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
            <ReplyView key={reply.id} vm={vm} post={post} comment={comment} reply={reply} />
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
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const copyLink = () => {
    const url = `${window.location.origin}/user/social-profile/posts#${post.id}`;
    void navigator.clipboard?.writeText(url).then(
      () => setShared(t('demo.social.linkCopied')),
      () => setShared(url),
    );
  };
  return (
    <Card className="demo-post" data-testid="demo-post" data-post-id={post.id} id={post.id}>
      <div className="demo-item-head">
        <Author profile={post.profile} />
        <ItemMenu
          label={t('demo.social.postActions', { name: post.profile.name })}
          onEdit={() => setEditing(true)}
          onDelete={() => setDeleting(true)}
        />
      </div>
      {editing ? (
        <EditBox
          initial={post.content}
          label={t('demo.social.editPost')}
          multiline
          save={(text) => (text.trim() === '' ? Promise.resolve(false) : vm.editPost(post.id, text))}
          cancel={() => setEditing(false)}
          error={undefined}
        />
      ) : (
        <div className="demo-markdown" dir="auto">
          <Markdown>{post.content}</Markdown>
        </div>
      )}
      <ConfirmDelete
        isOpen={deleting}
        question={t('demo.social.deletePostQuestion')}
        onConfirm={() => void vm.deletePost(post.id)}
        onClose={() => setDeleting(false)}
      />
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
