import { describe, expect, it } from 'vitest';
import { normaliseMenuPath } from '../../../src/domain/shell/find-menu-trail';
import { WEBSITE_CONTENT_ENTRIES } from '../../../src/domain/shell/website-content-menu';
import { resolveMenu, type MenuEntry } from '../../../src/domain/shell/resolve-menu';
import { paletteDestinations } from '../../../src/ui/features/command-palette/palette-destinations';
import { buildDashboardMenu } from '../../../src/ui/routes/dashboard-menu';
import { ALL_PERMISSION_AREAS, PermissionArea } from '../../../src/domain/lists/permission-area';
import { messages } from '../../i18n/bundles';

const destinations = paletteDestinations(ALL_PERMISSION_AREAS);
const urls = destinations.map((d) => normaliseMenuPath(d.url));

function items(entries: readonly MenuEntry[]): Extract<MenuEntry, { kind: 'item' }>[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'item') return [entry];
    return entry.kind === 'error' ? [] : items(entry.children);
  });
}
const menuItems = items(resolveMenu(buildDashboardMenu()));

describe('the command palette’s destinations', () => {
  it('holds every screen the side menu opens', () => {
    const reachable = menuItems.filter((item) => !item.disabled && item.url !== undefined);
    expect(reachable.length).toBeGreaterThan(50);
    expect(
      reachable.map((item) => normaliseMenuPath(item.url ?? '')).filter((url) => !urls.includes(url)),
    ).toEqual([]);
  });

  it('holds the chat screens the top bar opens', () => {
    expect(urls).toEqual(expect.arrayContaining(['/app/chat', '/app/chatlist', '/app/appusers']));
  });

  it('holds the nine screens of the website-content group', () => {
    const content = WEBSITE_CONTENT_ENTRIES.map((entry) => normaliseMenuPath(entry.url ?? ''));
    expect(content.length).toBe(9);
    expect(content.filter((url) => !urls.includes(url))).toEqual([]);
  });

  it('lists for reception only the screens of her areas, the home first', () => {
    const reception = paletteDestinations([PermissionArea.Appointments, PermissionArea.Chat]);
    expect(reception.map((d) => d.id)).toEqual([
      'dashboard',
      'appointmentSettingPerUser',
      'onlineAppointments',
      'chatRecipients',
      'chatDepartments',
      'bulkReport',
      'chat',
      'chatList',
      'appUsers',
    ]);
  });

  it('lists nothing for a role without areas', () => {
    expect(paletteDestinations([])).toEqual([]);
  });

  it('leaves out routes that need a record (path parameters), the tree views among them', () => {
    expect(destinations.filter((d) => d.url.includes(':'))).toEqual([]);
    expect(urls.filter((url) => url.includes('tree-view'))).toEqual([]);
  });

  it('lists each screen once', () => {
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives every destination a title and a group title in each offered language', () => {
    for (const language of ['en', 'ku', 'ar'] as const) {
      const bundle = messages(language);
      const missing = destinations.flatMap((d) => [d.titleKey, d.groupKey]).filter((key) => !bundle.has(key));
      expect(missing).toEqual([]);
    }
  });
});
