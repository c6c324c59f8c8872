import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('./blueprint-icon-loader.ts', import.meta.url));
const ICONS_INDEX = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]index\.js$/;

/**
 * Replaces the string-name icon loader of `@blueprintjs/icons` with `blueprint-icon-loader.ts`.
 * Blueprint's `<Icon>` imports the loader for string names, and the loader the list of every icon
 * name; with every icon imported as a component, that list is dead weight on every page.
 */
export function blueprintIconsWithoutLoader(): Plugin {
  return {
    name: 'blueprint-icons-without-loader',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !ICONS_INDEX.test(importer)) return null;
      return source === './iconLoader' || source === './iconLoader.js' ? SHIM : null;
    },
  };
}
