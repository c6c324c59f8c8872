import type { DemoPorts } from '../../../application/demo/demo-ports';
import { DemoCalendarViewModel } from './calendar.view-model';
import { CardsViewModel, type CardStyle } from './cards.view-model';
import { DemoChatViewModel } from './chat.view-model';
import { ContactViewModel } from './contact.view-model';
import { CustomerViewModel } from './customer.view-model';
import { MailViewModel } from './mail.view-model';
import { KanbanViewModel } from './kanban.view-model';
import { ShopViewModel } from './shop.view-model';
import { SocialViewModel } from './social.view-model';

/**
 * The demo group's view-model factories over its ports (the in-memory mock service): the first
 * demo page loads this with the ports, and each page makes a fresh view-model.
 */
export class DemoViewModels {
  constructor(private readonly ports: DemoPorts) {}

  shop(): ShopViewModel {
    return new ShopViewModel(this.ports.shop);
  }

  social(): SocialViewModel {
    return new SocialViewModel(this.ports.social, this.ports.lists);
  }

  kanban(): KanbanViewModel {
    return new KanbanViewModel(this.ports.kanban);
  }

  chat(): DemoChatViewModel {
    return new DemoChatViewModel(this.ports.chat);
  }

  cards<S extends CardStyle>(style: S): CardsViewModel<S> {
    return new CardsViewModel(this.ports.lists, style);
  }

  mail(): MailViewModel {
    return new MailViewModel(this.ports.mail);
  }

  contact(): ContactViewModel {
    return new ContactViewModel(this.ports.contact);
  }

  customer(): CustomerViewModel {
    return new CustomerViewModel(this.ports.customer);
  }

  calendar(): DemoCalendarViewModel {
    return new DemoCalendarViewModel(this.ports.calendar);
  }
}
