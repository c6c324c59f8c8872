import { describe, expect, it } from 'vitest';
import { DEMO_MENU, DEMO_ROUTES } from '../../../src/ui/routes/demo-routes';

describe("the demo group's menu", () => {
  it('puts the user cards and the customer lists in collapsible entries of their own', () => {
    const entries = (DEMO_MENU.children ?? []).map((node) => ({
      id: node.id,
      type: node.type,
      urls: node.url ?? (node.children ?? []).map((child) => child.url),
    }));
    expect(entries).toEqual([
      { id: 'demo-products', type: 'item', urls: '/e-commerce/products' },
      { id: 'demo-checkout', type: 'item', urls: '/e-commerce/checkout' },
      { id: 'demo-socialProfile', type: 'item', urls: '/user/social-profile/posts' },
      {
        id: 'demo-userCards',
        type: 'collapse',
        urls: ['/user/card/card1', '/user/card/card2', '/user/card/card3'],
      },
      { id: 'demo-mail', type: 'item', urls: '/app/mail' },
      { id: 'demo-contact', type: 'item', urls: '/app/contact' },
      { id: 'demo-calendar', type: 'item', urls: '/app/calendar' },
      {
        id: 'demo-customers',
        type: 'collapse',
        urls: [
          '/customer/customer-list',
          '/customer/order-list',
          '/customer/product',
          '/customer/product-review',
        ],
      },
      { id: 'demo-kanban', type: 'item', urls: '/app/kanban' },
      { id: 'demo-chat', type: 'item', urls: '/apps/chat' },
    ]);
  });

  it('opens every menu entry at a demo route', () => {
    const paths = new Set(DEMO_ROUTES.map((route) => `/${route.path}`));
    const urls = (DEMO_MENU.children ?? []).flatMap((node) =>
      node.url !== undefined ? [node.url] : (node.children ?? []).map((child) => child.url ?? ''),
    );
    expect(urls.filter((url) => !paths.has(url) && !url.startsWith('/user/social-profile/'))).toEqual([]);
  });
});
