import {
  Button,
  Card,
  H5,
  InputGroup,
  Intent,
  NonIdealState,
  Tab,
  Tabs,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { Media, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { DemoScreen, DemoStates } from './demo-screen.view';
import { PostView } from './social-post.view';
import { isSocialTab, SOCIAL_TABS, SocialTab, type SocialViewModel } from './social.view-model';
import { useDemo } from './use-demo';

const PostBox = observer(function PostBox({ vm }: { readonly vm: SocialViewModel }) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <Card className="demo-post-box">
      <TextArea
        fill
        aria-label={t('demo.social.whatsOnYourMind')}
        placeholder={t('demo.social.whatsOnYourMind')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div className="demo-actions">
        <Button
          icon={<Media />}
          text={t('demo.social.gallery')}
          onClick={() => void navigate('/user/social-profile/gallery')}
        />
        <Button
          intent={Intent.PRIMARY}
          text={t('demo.social.post')}
          disabled={text.trim() === ''}
          onClick={() => void vm.addPost(text).then((taken) => taken && setText(''))}
        />
      </div>
    </Card>
  );
});

const Person = ({
  avatar,
  name,
  detail,
  tag,
}: {
  avatar: string;
  name: string;
  detail: string;
  tag?: string;
}) => (
  <Card className="demo-person" data-testid="demo-person">
    <img src={avatar} alt="" width={48} height={48} className="demo-avatar" />
    <div>
      <strong>{name}</strong>
      <div className="demo-muted">{detail}</div>
    </div>
    {tag !== undefined && <Tag minimal>{tag}</Tag>}
  </Card>
);

const PeopleTab = observer(function PeopleTab({
  vm,
  tab,
}: {
  readonly vm: SocialViewModel;
  readonly tab: SocialTab;
}) {
  const t = useT();
  const [key, setKey] = useState('');
  useEffect(() => void vm.loadTab(tab, ''), [vm, tab]);
  const people =
    tab === SocialTab.Followers
      ? vm.followers.map((p) => ({
          ...p,
          detail: p.location,
          tag: t(p.follow === 2 ? 'demo.social.followBack' : 'demo.social.follows'),
        }))
      : tab === SocialTab.Friends
        ? vm.friends.map((p) => ({ ...p, detail: p.location, tag: undefined }))
        : vm.friendRequests.map((p) => ({ ...p, detail: p.mutual, tag: undefined }));
  return (
    <>
      <InputGroup
        type="search"
        leftIcon={<Search />}
        className="demo-search"
        aria-label={t('demo.social.search')}
        placeholder={t('demo.social.search')}
        value={key}
        onValueChange={(value) => {
          setKey(value);
          void vm.loadTab(tab, value);
        }}
      />
      <DemoStates status={vm.listStatus} onRetry={() => void vm.loadTab(tab, key)}>
        {people.length === 0 ? (
          <NonIdealState icon={<Search />} title={t('demo.social.nobody')} />
        ) : (
          <div className="demo-people">
            {people.map((p) => (
              <Person key={p.id} avatar={p.avatar} name={p.name} detail={p.detail} tag={p.tag} />
            ))}
          </div>
        )}
      </DemoStates>
    </>
  );
});

const GalleryTab = observer(function GalleryTab({ vm }: { readonly vm: SocialViewModel }) {
  useEffect(() => void vm.loadTab(SocialTab.Gallery, ''), [vm]);
  return (
    <DemoStates status={vm.listStatus} onRetry={() => void vm.loadTab(SocialTab.Gallery, '')}>
      <div className="demo-gallery">
        {vm.gallery.map((item) => (
          <Card key={item.id} className="demo-gallery-item">
            <img src={item.image} alt={item.title} width={250} height={200} />
            <div>
              <strong>{item.title}</strong>
              <div className="demo-muted">{item.dateTime}</div>
            </div>
          </Card>
        ))}
      </div>
    </DemoStates>
  );
});

const Profile = observer(function Profile({ vm }: { readonly vm: SocialViewModel }) {
  const t = useT();
  return (
    <Card className="demo-profile">
      <H5>{t('demo.social.about')}</H5>
      <p>{t('demo.social.aboutText')}</p>
      <dl className="demo-counts">
        <div>
          <dt>{t('demo.social.friends')}</dt>
          <dd data-testid="demo-friend-count">{vm.friendCount}</dd>
        </div>
        <div>
          <dt>{t('demo.social.followers')}</dt>
          <dd data-testid="demo-follower-count">{vm.followerCount}</dd>
        </div>
      </dl>
      <ul className="demo-links">
        <li>
          <a href="https://example.org/" target="_blank" rel="noopener noreferrer">
            example.org
          </a>
        </li>
      </ul>
    </Card>
  );
});

/** `/user/social-profile/{tab}`: the template's social profile over the demo's mock service. */
const SocialProfilePage = observer(function SocialProfilePage() {
  const t = useT();
  const navigate = useNavigate();
  const tab = useParams().tab;
  const vm = useDemo((demo) => demo.social());
  useEffect(() => void vm.load(), [vm]);
  if (!isSocialTab(tab)) return <Navigate to="/user/social-profile/posts" replace />;
  return (
    <DemoScreen routeId="socialProfile" title={t('demo.routes.socialProfile')}>
      <Tabs
        id="demo-social-tabs"
        selectedTabId={tab}
        onChange={(next) => void navigate(`/user/social-profile/${String(next)}`)}
        className="demo-tabs"
      >
        {SOCIAL_TABS.map((id) => (
          <Tab key={id} id={id} title={t(`demo.social.tabs.${id}`)} />
        ))}
      </Tabs>
      <div className="demo-social">
        <Profile vm={vm} />
        <div className="demo-social-main">
          {tab === SocialTab.Profile && (
            <DemoStates status={vm.status} onRetry={() => void vm.load()}>
              <PostBox vm={vm} />
              {vm.posts.map((post) => (
                <PostView key={post.id} vm={vm} post={post} />
              ))}
            </DemoStates>
          )}
          {tab === SocialTab.Gallery && <GalleryTab vm={vm} />}
          {(tab === SocialTab.Followers || tab === SocialTab.Friends || tab === SocialTab.FriendRequests) && (
            <PeopleTab key={tab} vm={vm} tab={tab} />
          )}
        </div>
      </div>
    </DemoScreen>
  );
});

export default SocialProfilePage;
