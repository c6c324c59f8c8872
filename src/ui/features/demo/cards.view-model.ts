import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DemoAnswer,
  DemoDetailsCard,
  DemoListsPort,
  DemoProfileCard,
  DemoSimpleCard,
} from '../../../application/demo/demo-ports';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

/** The three user card pages: details cards, profile cards and simple cards. */
export type CardStyle = 'details' | 'profile' | 'simple';

interface CardsOf {
  details: DemoDetailsCard;
  profile: DemoProfileCard;
  simple: DemoSimpleCard;
}

/**
 * One user card page: its cards, searched by the mock's filter (any of the list's searchable
 * fields contains the key, ignoring case). Only the latest search's answer is shown.
 */
export class CardsViewModel<S extends CardStyle> {
  cards: CardsOf[S][] = [];
  key = '';
  status: DemoLoad = LOADING;
  private asked = 0;

  constructor(
    private readonly lists: DemoListsPort,
    readonly style: S,
  ) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  private fetch(key: string): DemoAnswer<CardsOf[S][]> {
    const answer =
      this.style === 'details'
        ? this.lists.detailsCards(key)
        : this.style === 'profile'
          ? this.lists.profileCards(key)
          : this.lists.simpleCards(key);
    return answer as DemoAnswer<CardsOf[S][]>;
  }

  async search(key: string): Promise<void> {
    this.key = key;
    this.asked += 1;
    const asked = this.asked;
    const answer = await this.fetch(key);
    runInAction(() => {
      if (asked !== this.asked) return;
      if (!answer.ok) {
        this.status = { kind: 'error', error: answer.error };
        return;
      }
      this.cards = answer.value;
      this.status = LOADED;
    });
  }

  load(): Promise<void> {
    return this.search(this.key);
  }
}
