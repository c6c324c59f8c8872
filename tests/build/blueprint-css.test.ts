import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  blueprintCssComponent,
  blueprintCssPart,
  blueprintCssSitePart,
  isUnusedSelector,
  partOfSelector,
} from '../../build/blueprint-css';

const require = createRequire(import.meta.url);
const BLUEPRINT_CSS = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');

/** Every selector of every rule, with the at-rules it sits in, as one comparable string each. */
function selectorsOf(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const context: string[] = [];
    for (let parent = rule.parent; parent !== undefined && parent.type === 'atrule'; parent = parent.parent)
      context.push(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`);
    const body = rule.nodes.map(String).join(';');
    for (const selector of rule.selectors) out.push(`${context.join(' ')}|${selector}|${body}`);
  });
  return out;
}

const isIconGlyph = (entry: string) => /^\|\.bp6-icon-[a-z0-9-]+::?before\|content:/.test(entry);

describe("Blueprint's stylesheet split for the first paint", () => {
  const parts = {
    first: blueprintCssPart(BLUEPRINT_CSS, 'first'),
    dark: blueprintCssPart(BLUEPRINT_CSS, 'dark'),
    rest: blueprintCssPart(BLUEPRINT_CSS, 'rest'),
  };

  it("keeps every rule but the icon-font glyphs and the unused components' exactly once across the three parts", () => {
    const original = selectorsOf(BLUEPRINT_CSS).filter(
      (entry) => !isIconGlyph(entry) && !isUnusedSelector(entry.split('|')[1] ?? ''),
    );
    const split = [...selectorsOf(parts.first), ...selectorsOf(parts.dark), ...selectorsOf(parts.rest)];
    expect(split.sort()).toEqual(original.sort());
  });

  it('drops the icon-font glyph rules, which the SVG icons never use', () => {
    expect(BLUEPRINT_CSS).toContain('.bp6-icon-add::before');
    for (const part of Object.values(parts)) expect(part).not.toContain('.bp6-icon-add::before');
  });

  it.each([
    ['.bp6-button', 'first'],
    ['.bp6-input-group .bp6-input', 'first'],
    ['.bp6-callout.bp6-intent-danger', 'first'],
    ['.bp6-non-ideal-state', 'first'],
    ['.bp6-dark .bp6-button', 'dark'],
    ['.bp6-dark', 'dark'],
    ['.bp6-menu-item', 'rest'],
    ['.bp6-dark .bp6-menu-item', 'dark'],
    ['.bp6-button-group .bp6-button', 'rest'],
    ['.bp6-control.bp6-switch input', 'rest'],
    ['.bp6-navbar .bp6-button', 'rest'],
    ['.bp6-html-table td', 'rest'],
    ['.bp6-slider-handle', 'none'],
    ['.bp6-tab[aria-selected=true]', 'rest'],
    ['.bp6-dark .bp6-tab[aria-selected=true]', 'dark'],
    ['.bp6-tree-node-content', 'rest'],
    ['.bp6-tooltip .bp6-popover-content', 'none'],
  ] as const)('puts %s in the %s part', (selector, part) => {
    expect(partOfSelector(selector)).toBe(part);
  });

  it.each([
    'button',
    'button-group',
    'breadcrumbs',
    'callout',
    'card',
    'control',
    'dialog',
    'drawer',
    'form-group',
    'html-table',
    'input-group',
    'key-combo',
    'menu-item',
    'navbar',
    'non-ideal-state',
    'overlay',
    'popover',
    'segmented-control',
    'spinner',
    'switch',
    'tag',
    'toast',
  ])('keeps the rules of %s, which the app draws', (component) => {
    expect(isUnusedSelector(`.bp6-${component}`)).toBe(false);
    const all = Object.values(parts).join('\n');
    expect(all).toMatch(new RegExp(`\\.bp6-${component}[^a-z0-9-]`));
  });

  it('keeps a rule that only excludes an unused component', () => {
    expect(isUnusedSelector('.bp6-button:not(.bp6-tab)')).toBe(false);
  });

  it("leaves the dark theme's rules out of the parts a light page loads", () => {
    expect(parts.first).not.toMatch(/\.bp6-dark[^a-z0-9-]/);
    expect(parts.rest).not.toMatch(/\.bp6-dark[^a-z0-9-]/);
    expect(parts.dark).toContain('.bp6-dark .bp6-menu-item');
  });

  it('drops the rules of the unused components', () => {
    expect(parts.rest).not.toContain('.bp6-slider');
    expect(parts.rest).not.toContain('.bp6-tag-input');
    expect(parts.rest).not.toContain('.bp6-tooltip');
  });

  it('keeps the first paint part small: what the login page needs, not the menus and tables', () => {
    expect(parts.first).toContain('.bp6-button');
    expect(parts.first).toContain('.bp6-input');
    expect(parts.first).not.toContain('.bp6-menu-item');
    expect(parts.first).not.toContain('.bp6-html-table');
    expect(parts.first.length).toBeLessThan(BLUEPRINT_CSS.length / 3);
  });
});

describe("one deferred component's light rules, for a page without the rest", () => {
  const rest = selectorsOf(blueprintCssPart(BLUEPRINT_CSS, 'rest'));
  const naming = (component: string) => (entry: string) =>
    [...(entry.split('|')[1] ?? '').matchAll(/\.bp6-([a-z0-9-]+)/g)].some(
      ([, name]) => name === component || (name ?? '').startsWith(`${component}-`),
    );

  it.each(['segmented-control', 'button-group'])(
    'holds exactly the rules of rest that name %s',
    (component) => {
      const only = selectorsOf(blueprintCssComponent(BLUEPRINT_CSS, component));
      expect(only.length).toBeGreaterThan(0);
      expect(only.sort()).toEqual(rest.filter(naming(component)).sort());
      expect(only.some((entry) => entry.includes('.bp6-dark'))).toBe(false);
    },
  );

  it('refuses a component whose rules are in the first part', () => {
    expect(() => blueprintCssComponent(BLUEPRINT_CSS, 'button')).toThrow(/not a deferred component/);
  });
});

describe("the patient site's two halves of the first part", () => {
  const first = selectorsOf(blueprintCssPart(BLUEPRINT_CSS, 'first'));
  const siteFirst = blueprintCssSitePart(BLUEPRINT_CSS, 'site-first');
  const siteForms = blueprintCssSitePart(BLUEPRINT_CSS, 'site-forms');
  const selectorOf = (entry: string) => (entry.split('|')[1] ?? '').replace(/:not\([^)]*\)/g, '');

  it("hold every rule of the first part exactly once, but the select's, which the site never draws", () => {
    const kept = first.filter((entry) => !/\.bp6-html-select/.test(selectorOf(entry)));
    expect([...selectorsOf(siteFirst), ...selectorsOf(siteForms)].sort()).toEqual(kept.sort());
  });

  it("keep the inputs', form groups' and callouts' rules for the form pages", () => {
    expect(siteFirst).toContain('.bp6-button');
    expect(siteFirst).toContain('.bp6-spinner');
    expect(siteFirst).toContain('.bp6-non-ideal-state');
    expect(siteFirst).toContain('.bp6-card');
    expect(siteFirst).not.toMatch(/\.bp6-(input|form-group|callout|label)[^a-z0-9-]/);
    expect(siteForms).toContain('.bp6-input-group');
    expect(siteForms).toContain('.bp6-form-group');
    expect(siteForms).toContain('.bp6-callout');
    expect(siteForms).not.toContain('.bp6-html-select');
  });
});
