import fc from 'fast-check';
import type { MenuNode } from '../../../src/domain/shell/menu-node';

const segment = fc.constantFrom('dashboard', 'Doctors', 'centers', 'profile', 'news', 'chat', 'slider');

/** A url of one to three segments, such as `/dashboard/Doctors`. */
export const menuUrl = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);

/** Known types mostly, items most of all, with now and then a type the shell does not know. */
export const menuType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('item') },
  { weight: 2, arbitrary: fc.constant('collapse') },
  { weight: 2, arbitrary: fc.constant('group') },
  { weight: 1, arbitrary: fc.constantFrom('', 'Item', 'link', 'divider') },
);

interface Draft {
  title: string;
  type: string;
  url: string | undefined;
  disabled: boolean;
  children: Draft[];
}

const drafts = fc.letrec<{ node: Draft; nodes: Draft[] }>((tie) => ({
  node: fc.record({
    title: fc.string({ maxLength: 8 }),
    type: menuType,
    url: fc.option(menuUrl, { nil: undefined }),
    disabled: fc.boolean(),
    children: tie('nodes'),
  }),
  // The leaf comes first: fast-check favours it as depth grows, so trees stay finite.
  nodes: fc.oneof(
    { maxDepth: 4 },
    fc.constant<Draft[]>([]),
    fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
  ),
})).node;
const roots = fc.array(drafts, { minLength: 1, maxLength: 5 });

/** A configured menu of a few levels; ids are unique (`n0`, `n1`, ... in depth-first order). */
export const menuTree: fc.Arbitrary<MenuNode[]> = roots.map((list) => {
  let next = 0;
  const build = (level: Draft[]): MenuNode[] =>
    level.map((d) => ({
      id: `n${next++}`,
      title: d.title,
      type: d.type,
      url: d.url,
      disabled: d.disabled,
      children: build(d.children),
    }));
  return build(list);
});

/** Every node of a menu, depth first. */
export function allNodes(menu: readonly MenuNode[]): MenuNode[] {
  return menu.flatMap((node) => [node, ...allNodes(node.children ?? [])]);
}

/**
 * A menu with a path to look up: mostly the url of one of its nodes, as typed, with a trailing
 * slash, in capitals or with a deeper segment; now and then any url or any string.
 */
export const menuWithPath: fc.Arbitrary<[MenuNode[], string]> = menuTree.chain((menu) => {
  const urls = allNodes(menu).flatMap((n) => (n.url ? [n.url] : []));
  const fromMenu =
    urls.length === 0
      ? menuUrl
      : fc
          .tuple(
            fc.constantFrom(...urls),
            fc.constantFrom('', '/', '/profile/7', '?tab=1', 'x'),
            fc.boolean(),
          )
          .map(([url, suffix, upper]) => (upper ? url.toUpperCase() : url) + suffix);
  const path = fc.oneof({ weight: 4, arbitrary: fromMenu }, menuUrl, fc.string());
  return fc.tuple(fc.constant(menu), path);
});
