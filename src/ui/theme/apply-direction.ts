import type { Direction } from '../../domain/preferences/direction';

/**
 * Lays the page out in `direction`. A language switch already sets `<html dir>` (through the
 * `DocumentLanguage` port); this also follows the theme's right-to-left flag, which changes
 * without any language switch. Every `[dir=rtl]` rule, Blueprint's mirrored CSS included, keys on it.
 */
export function applyDirection(direction: Direction, doc: Document = document): void {
  if (doc.documentElement.getAttribute('dir') !== direction)
    doc.documentElement.setAttribute('dir', direction);
}
