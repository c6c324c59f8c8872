import { Card, H4, InputGroup, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { Envelope, MapMarker, Phone, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import type {
  DemoCardStatus,
  DemoDetailsCard,
  DemoProfileCard,
  DemoSimpleCard,
} from '../../../application/demo/demo-ports';
import { useT } from '../../i18n/use-t';
import type { CardStyle, CardsViewModel } from './cards.view-model';
import { DemoScreen, DemoStates } from './demo-screen.view';
import { useDemo } from './use-demo';
import { useDemoFormat } from './use-demo-format';

const ROUTE_OF: Record<CardStyle, string> = {
  details: 'detailsCards',
  profile: 'profileCards',
  simple: 'simpleCards',
};

function StatusTag({ status }: { readonly status: DemoCardStatus }) {
  const t = useT();
  return (
    <Tag minimal intent={status === 'Active' ? Intent.SUCCESS : Intent.DANGER} data-testid="demo-card-status">
      {t(`demo.cards.status.${status}`)}
    </Tag>
  );
}

const DetailsCard = ({ card }: { readonly card: DemoDetailsCard }) => (
  <Card className="demo-user-card" data-testid="demo-user-card">
    <div className="demo-author">
      <img src={card.avatar} alt="" width={56} height={56} className="demo-avatar" />
      <div>
        <H4 className="demo-card-name">{card.name}</H4>
        <div className="demo-muted">{card.role}</div>
      </div>
    </div>
    <p dir="auto">{card.about}</p>
    <ul className="demo-card-facts">
      <li>
        <Envelope />
        <a href={`mailto:${card.email}`} dir="ltr">
          {card.email}
        </a>
      </li>
      <li>
        <Phone />
        <bdi dir="ltr">{card.contact}</bdi>
      </li>
      <li>
        <MapMarker />
        <span>{card.location}</span>
      </li>
    </ul>
  </Card>
);

const ProfileCard = ({ card }: { readonly card: DemoProfileCard }) => (
  <Card className="demo-user-card demo-profile-card" data-testid="demo-user-card">
    <img src={card.profile} alt="" className="demo-profile-card-cover" width={300} height={100} />
    <img src={card.avatar} alt="" width={64} height={64} className="demo-avatar demo-profile-card-avatar" />
    <H4 className="demo-card-name">{card.name}</H4>
    <div className="demo-muted">{card.role}</div>
    <StatusTag status={card.status} />
  </Card>
);

const SimpleCard = ({ card }: { readonly card: DemoSimpleCard }) => (
  <Card className="demo-user-card demo-simple-card" data-testid="demo-user-card">
    <img src={card.avatar} alt="" width={72} height={72} className="demo-avatar" />
    <H4 className="demo-card-name">{card.name}</H4>
    <StatusTag status={card.status} />
  </Card>
);

function CardsPage<S extends CardStyle>({
  vm,
  render,
}: {
  readonly vm: CardsViewModel<S>;
  readonly render: (card: CardsViewModel<S>['cards'][number]) => ReactNode;
}) {
  const t = useT();
  const format = useDemoFormat();
  const routeId = ROUTE_OF[vm.style];
  useEffect(() => void vm.load(), [vm]);
  return (
    <DemoScreen routeId={routeId} title={t(`demo.routes.${routeId}`)}>
      <div className="demo-toolbar">
        <InputGroup
          type="search"
          leftIcon={<Search />}
          aria-label={t('demo.cards.search')}
          placeholder={t('demo.cards.search')}
          value={vm.key}
          onValueChange={(value) => void vm.search(value)}
        />
      </div>
      <DemoStates status={vm.status} onRetry={() => void vm.load()}>
        <p className="demo-muted" role="status" data-testid="demo-card-count">
          {t('demo.cards.count', { number: format.number(vm.cards.length) })}
        </p>
        {vm.cards.length === 0 ? (
          <NonIdealState icon={<Search />} title={t('demo.cards.none')} />
        ) : (
          <div className={`demo-user-cards demo-user-cards-${vm.style}`}>{vm.cards.map(render)}</div>
        )}
      </DemoStates>
    </DemoScreen>
  );
}

const Observed = observer(CardsPage) as typeof CardsPage;

/** `/user/card/card1`: the details cards (name, role, about, email, contact, location). */
export const DetailsCardsPage = observer(function DetailsCardsPage() {
  const vm = useDemo((demo) => demo.cards('details'));
  return <Observed vm={vm} render={(card) => <DetailsCard key={card.id} card={card} />} />;
});

/** `/user/card/card2`: the profile cards, a background picture above each, Active or Rejected. */
export const ProfileCardsPage = observer(function ProfileCardsPage() {
  const vm = useDemo((demo) => demo.cards('profile'));
  return <Observed vm={vm} render={(card) => <ProfileCard key={card.id} card={card} />} />;
});

/** `/user/card/card3`: the simple cards, Active or Rejected. */
export const SimpleCardsPage = observer(function SimpleCardsPage() {
  const vm = useDemo((demo) => demo.cards('simple'));
  return <Observed vm={vm} render={(card) => <SimpleCard key={card.id} card={card} />} />;
});
