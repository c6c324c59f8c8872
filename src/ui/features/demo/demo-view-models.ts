import type { DemoPorts } from '../../../application/demo/demo-ports';
import { DemoChatViewModel } from './chat.view-model';
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
}
