import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import postcss from 'postcss';

/** An icon-font glyph rule (`.bp6-icon-add::before { content: ... }`): icons are drawn as SVG instead. */
const ICON_GLYPH = /^\.bp6-icon-[a-z0-9-]+::?before$/;

/**
 * Every selector of Blueprint's own stylesheet, as shipped, that names one of its classes: the
 * rules the build splits into parts. The icon-font glyph rules are left out, as the build drops them.
 */
export function blueprintSelectors(): string[] {
  const require = createRequire(import.meta.url);
  const css = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
  const selectors = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.selectors.every((selector) => ICON_GLYPH.test(selector))) return;
    for (const selector of rule.selectors) if (selector.includes('.bp6-')) selectors.add(selector);
  });
  return [...selectors];
}

/** A selector of Blueprint's stylesheet that matches something on the page, with no rule of it loaded. */
export interface UnstyledSelector {
  readonly selector: string;
  /** The classes the selector names, as looked for among the loaded rules. */
  readonly classes: string;
}

/**
 * The selectors of Blueprint's stylesheet that match an element on the page now, but whose rules
 * the page has not loaded. A rule counts as loaded when some loaded rule names the same Blueprint
 * classes (the build rewrites selectors: right-to-left twins, minification), so one loaded rule of
 * the app's own stylesheet naming those classes hides a missing one; what this catches is a
 * component drawn while the part of Blueprint's stylesheet holding it is not loaded at all.
 * States (`:hover`, `:focus`, ...) and pseudo-elements are taken off, so their rules count as
 * drawn with their element.
 */
export function unstyledSelectors(page: Page, selectors: readonly string[]): Promise<UnstyledSelector[]> {
  return page.evaluate((all) => {
    const classesOf = (selector: string) =>
      [...new Set(selector.match(/\.bp6-[a-z0-9-]+/g) ?? [])].sort().join(' ');
    const loaded = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const one of rule.selectorText.split(',')) loaded.add(classesOf(one));
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const present = (name: string) => document.getElementsByClassName(name.slice(1)).length > 0;
    const misses: { selector: string; classes: string }[] = [];
    for (const selector of all) {
      const classes = classesOf(selector);
      if (loaded.has(classes) || !classes.split(' ').every(present)) continue;
      const bare = selector
        .replace(/::[a-z-]+(\([^)]*\))?/g, '')
        .replace(
          /:(hover|active|focus|focus-visible|focus-within|-moz-[a-z-]+|-ms-[a-z-]+|-webkit-[a-z-]+)\b/g,
          '',
        )
        .trim();
      if (bare === '') continue;
      let drawn = false;
      try {
        drawn = document.querySelector(bare) !== null;
      } catch {
        // A selector this browser cannot evaluate is not drawn by it.
      }
      if (drawn) misses.push({ selector, classes });
    }
    return misses;
  }, selectors);
}
