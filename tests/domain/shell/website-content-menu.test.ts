import { describe, expect, it } from 'vitest';
import { resolveMenu } from '../../../src/domain/shell/resolve-menu';
import {
  WEBSITE_CONTENT_ENTRIES,
  WEBSITE_CONTENT_MENU,
} from '../../../src/domain/shell/website-content-menu';

// The dashboard routes the entries may point at.
const ROUTES = new Set([
  '/dashboard/guidance-clinic',
  '/dashboard/contact-smart',
  '/dashboard/Research',
  '/dashboard/events',
  '/dashboard/news',
  '/dashboard/articles',
  '/dashboard/announcement',
  '/dashboard/partners&Certifications',
  '/dashboard/smartComponents',
]);

describe('website-content menu group', () => {
  it.each([
    [0, 'guidance-clinic'],
    [1, 'contact'],
    [2, 'research'],
    [3, 'events'],
    [4, 'news'],
    [5, 'articles'],
    [6, 'announcements'],
    [7, 'partners-and-certifications'],
    [8, 'smart-components'],
  ])('lists entry %i as %s', (index, id) => {
    expect(WEBSITE_CONTENT_ENTRIES[index]).toMatchObject({ id, type: 'item' });
  });

  it('holds exactly the nine entries of the spec', () => {
    expect(WEBSITE_CONTENT_ENTRIES).toHaveLength(9);
  });

  it('points every entry at a dashboard route of the route table', () => {
    for (const entry of WEBSITE_CONTENT_ENTRIES) expect(ROUTES.has(entry.url ?? '')).toBe(true);
  });

  it('draws the group as a heading over nine entries that open their screens', () => {
    const [group] = resolveMenu([WEBSITE_CONTENT_MENU]);
    expect(group).toMatchObject({ kind: 'group' });
    if (group?.kind !== 'group') throw new Error('expected a group');
    expect(group.children.map((e) => e.kind === 'item' && !e.disabled)).toEqual(Array(9).fill(true));
  });
});
