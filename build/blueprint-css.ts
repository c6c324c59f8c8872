import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Blueprint ships one stylesheet for every component, most of which the login page never uses. This
 * plugin serves it as three modules:
 *
 * - `blueprint-css/first.css`: the base (reset, typography, tokens) and the components a first
 *   paint uses (button, inputs, form groups, switch, card, callout, icon, spinner, and the
 *   non-ideal state of the entry's error panel), imported by the entry;
 * - `blueprint-css/dark.css`: the dark theme's rules, of every component, loaded when the theme is
 *   dark (a large share of the other components' rules, which a light page would parse for nothing);
 * - `blueprint-css/rest.css`: every other component's light rules, imported by the lazily loaded
 *   screens that use them (the shell, the menus), so it arrives with their chunks.
 *
 * A rule goes to `rest` when its selector names a class of a deferred component; a selector list
 * is split selector by selector, so nothing is lost and nothing is duplicated. The icon-font
 * glyph rules (`.bp6-icon-add::before { content: "\f109" }`, about 1,400 of them) are dropped: the
 * app draws icons as SVG components and never loads the icon font. So are the rules of the
 * components the app never draws (`UNUSED_COMPONENTS`): sliders, trees, tooltips...
 */

/**
 * Component class prefixes (after `bp6-`) of the components no screen draws, directly or through
 * another component: their rules are left out. A component that starts being used is taken off.
 */
export const UNUSED_COMPONENTS: readonly string[] = [
  'card-list',
  'compound-tag',
  'context-menu',
  'control-card',
  'dialog-step',
  'editable-text',
  'entity-title',
  'file-input',
  'file-upload',
  'hotkey',
  'hotkey-column',
  'hotkey-dialog',
  'multistep-dialog',
  'overflow-list',
  'panel-stack',
  'panel-stack2',
  'section',
  'select',
  'skeleton',
  'slider',
  'tag-input',
  'tooltip',
];

/** Component class prefixes (after `bp6-`) whose rules wait for `rest.css`. */
export const DEFERRED_COMPONENTS: readonly string[] = [
  'alert',
  'breadcrumb',
  'breadcrumbs',
  'button-group',
  'card-list',
  'collapse',
  'compound-tag',
  'context-menu',
  'control',
  'control-card',
  'control-group',
  'dialog',
  'divider',
  'drawer',
  'editable-text',
  'entity-title',
  'file-input',
  'file-upload',
  'hotkey',
  'html-table',
  'key',
  'key-combo',
  'menu',
  'multistep-dialog',
  'navbar',
  'numeric-input',
  'omnibar',
  'overflow-list',
  'overlay',
  'panel-stack',
  'panel-stack2',
  'popover',
  'portal',
  'progress-bar',
  'section',
  'segmented-control',
  'select',
  'skeleton',
  'slider',
  'submenu',
  'tab',
  'tab-indicator',
  'tab-list',
  'tab-panel',
  'tabs',
  'tag',
  'tag-input',
  'toast',
  'toast-container',
  'tooltip',
  'tree',
  'tree-node',
];

/**
 * Components of the first part that the patient site draws only on its form pages (sign-in, the
 * forms, the cart, booking, the pharmacy's search): its entry imports `blueprint-css/site-first.css`
 * without them, and those pages import `blueprint-css/site-forms.css`, their rules.
 */
export const SITE_FORM_COMPONENTS: readonly string[] = [
  'callout',
  'form-group',
  'input',
  'label',
  'text-area',
];

/** Components of the first part that the patient site never draws: in neither of its parts. */
export const SITE_UNUSED_COMPONENTS: readonly string[] = ['html-select'];

export type BlueprintCssPart = 'first' | 'dark' | 'rest';

/** The patient site's two halves of the first part. */
export type BlueprintCssSitePart = 'site-first' | 'site-forms';

/** Where a selector's rule goes: one of the parts, or nowhere (`none`: an unused component's). */
export type SelectorPlace = BlueprintCssPart | 'none';

const PART_ID = /^blueprint-css\/(first|dark|rest)\.css$/;
const COMPONENT_ID = /^blueprint-css\/rest-([a-z0-9-]+)\.css$/;
const SITE_PART_ID = /^blueprint-css\/(site-first|site-forms)\.css$/;

const classesOf = (selector: string): string[] =>
  [...selector.matchAll(/\.bp6-([a-z0-9-]+)/g)].map((match) => match[1] ?? '');

const ofComponent = (components: readonly string[]) => (name: string) =>
  components.some((component) => name === component || name.startsWith(`${component}-`));

/** The selector names a class of a deferred component (`bp6-menu`, `bp6-menu-item`, ...). */
export function isDeferredSelector(selector: string): boolean {
  return classesOf(selector).some(ofComponent(DEFERRED_COMPONENTS));
}

/**
 * The selector can only match inside an unused component: it names one of its classes outside a
 * `:not(...)` (`.bp6-button:not(.bp6-tab)` still matches a button).
 */
export function isUnusedSelector(selector: string): boolean {
  return classesOf(selector.replace(/:not\([^)]*\)/g, '')).some(ofComponent(UNUSED_COMPONENTS));
}

/** Where a selector's rule goes. */
export function partOfSelector(selector: string): SelectorPlace {
  if (isUnusedSelector(selector)) return 'none';
  if (/\.bp6-dark(?![a-z0-9-])/.test(selector)) return 'dark';
  return isDeferredSelector(selector) ? 'rest' : 'first';
}

const isIconGlyph = (rule: Rule): boolean =>
  rule.selectors.every((selector) => /^\.bp6-icon-[a-z0-9-]+::?before$/.test(selector)) &&
  (rule.nodes ?? []).every((node) => node.type === 'decl' && node.prop === 'content');

/** Which selectors a stylesheet keeps, and whether it is the first part (which keeps the rest). */
interface Selection {
  readonly keeps: (selector: string) => boolean;
  readonly first: boolean;
}

/** The rules of `rule` the selection keeps, or null when none. */
function ruleFor(rule: Rule, selection: Selection): Rule | null {
  const selectors = rule.selectors.filter(selection.keeps);
  return selectors.length === 0 ? null : rule.clone({ selectors });
}

function nodeFor(node: ChildNode, selection: Selection): ChildNode | null {
  if (node.type === 'rule') return isIconGlyph(node) ? null : ruleFor(node, selection);
  if (node.type === 'atrule' && node.nodes !== undefined) {
    // `@font-face` and other at-rules holding declarations only stay in the first part.
    if (node.nodes.every((child) => child.type === 'decl')) return selection.first ? node.clone() : null;
    const copy: AtRule = node.clone({ nodes: [] });
    for (const child of node.nodes) {
      const kept = nodeFor(child, selection);
      if (kept !== null) copy.append(kept);
    }
    return (copy.nodes ?? []).length === 0 ? null : copy;
  }
  if (node.type === 'comment') return null;
  return selection.first ? node.clone() : null;
}

function select(css: string, selection: Selection): string {
  const source: Root = postcss.parse(css);
  const out = postcss.root();
  for (const node of source.nodes) {
    const kept = nodeFor(node, selection);
    if (kept !== null) out.append(kept);
  }
  return out.toString();
}

/** One part of Blueprint's stylesheet, in the original order. */
export function blueprintCssPart(css: string, part: BlueprintCssPart): string {
  return select(css, { keeps: (selector) => partOfSelector(selector) === part, first: part === 'first' });
}

/**
 * The light rules of one deferred component (`segmented-control`), for a page that draws it
 * without the rest: the patient site, whose pages would otherwise load the whole `rest` part for
 * one control. A dashboard page has them in `rest` already.
 */
export function blueprintCssComponent(css: string, component: string): string {
  if (!DEFERRED_COMPONENTS.includes(component)) throw new Error(`${component} is not a deferred component`);
  const named = ofComponent([component]);
  return select(css, {
    keeps: (selector) => partOfSelector(selector) === 'rest' && classesOf(selector).some(named),
    first: false,
  });
}

/**
 * The first part's rules the patient site needs at its first paint (`site-first`), or those of its
 * form components (`site-forms`). A selector that names a class of a form component (outside a
 * `:not(...)`) goes with the forms; the two halves are the first part without the site's unused
 * components, each rule once, in the original order.
 */
export function blueprintCssSitePart(css: string, part: BlueprintCssSitePart): string {
  const named = (components: readonly string[]) => (selector: string) =>
    classesOf(selector.replace(/:not\([^)]*\)/g, '')).some(ofComponent(components));
  const unused = named(SITE_UNUSED_COMPONENTS);
  const form = named(SITE_FORM_COMPONENTS);
  return select(css, {
    keeps: (selector) =>
      partOfSelector(selector) === 'first' && !unused(selector) && form(selector) === (part === 'site-forms'),
    first: part === 'site-first',
  });
}

/**
 * The Vite plugin serving `blueprint-css/first.css`, `dark.css` and `rest.css`, and
 * `blueprint-css/rest-<component>.css` for one deferred component's light rules, and the patient
 * site's `blueprint-css/site-first.css` and `site-forms.css`.
 */
export function blueprintCssParts(): Plugin {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@blueprintjs/core/lib/css/blueprint.css');
  // The parts are written as real files next to Blueprint's: Vite's CSS pipeline (PostCSS with the
  // right-to-left mirroring, minification, code splitting) treats them as the stylesheets they
  // are, and a cache of transformed modules (Vitest keeps one between runs) finds them on disk.
  const pathOf = (name: string) => file.replace(/blueprint\.css$/, `blueprint.${name}.css`);
  const written = new Set<string>();
  const write = (name: string, make: (css: string) => string) => {
    if (written.has(name)) return;
    const text = make(readFileSync(file, 'utf8'));
    const path = pathOf(name);
    // An unchanged file is left alone, so its modification time (and any cache) stays valid.
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
    written.add(name);
  };
  return {
    name: 'blueprint-css-parts',
    enforce: 'pre',
    resolveId(source) {
      const part = PART_ID.exec(source)?.[1] as BlueprintCssPart | undefined;
      if (part !== undefined) {
        write(part, (css) => blueprintCssPart(css, part));
        return pathOf(part);
      }
      const sitePart = SITE_PART_ID.exec(source)?.[1] as BlueprintCssSitePart | undefined;
      if (sitePart !== undefined) {
        write(sitePart, (css) => blueprintCssSitePart(css, sitePart));
        return pathOf(sitePart);
      }
      const component = COMPONENT_ID.exec(source)?.[1];
      if (component === undefined) return null;
      write(`rest-${component}`, (css) => blueprintCssComponent(css, component));
      return pathOf(`rest-${component}`);
    },
  };
}
