import { MenuItemType, type MenuNode } from './menu-node';

const entry = (id: string, key: string, url: string): MenuNode =>
  Object.freeze({ id, title: `menu.${key}`, type: MenuItemType.Item, url });

/**
 * The website-content entries of the side menu, in the spec's order. Each points at the dashboard
 * route of the same name in the route table. The spec draws the group disabled; its screens all
 * work now, so the entries open them and only the group's caption stays a heading that does nothing
 * when clicked (README, "The staff dashboard today").
 */
export const WEBSITE_CONTENT_ENTRIES: readonly MenuNode[] = Object.freeze([
  entry('guidance-clinic', 'guidanceClinic', '/dashboard/guidance-clinic'),
  entry('contact', 'contact', '/dashboard/contact-smart'),
  entry('research', 'research', '/dashboard/Research'),
  entry('events', 'events', '/dashboard/events'),
  entry('news', 'news', '/dashboard/news'),
  entry('articles', 'articles', '/dashboard/articles'),
  entry('announcements', 'announcements', '/dashboard/announcement'),
  entry('partners-and-certifications', 'partnersAndCertifications', '/dashboard/partners&Certifications'),
  entry('smart-components', 'smartComponents', '/dashboard/smartComponents'),
]);

/** The website-content group of the side menu, ready to append to the menu's groups. */
export const WEBSITE_CONTENT_MENU: MenuNode = Object.freeze({
  id: 'website-content',
  title: 'menu.websiteContent',
  type: MenuItemType.Group,
  children: WEBSITE_CONTENT_ENTRIES,
});
