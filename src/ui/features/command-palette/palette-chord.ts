/** The parts of a key press the palette's shortcut looks at. */
export type ChordEvent = Pick<
  KeyboardEvent,
  | 'key'
  | 'code'
  | 'ctrlKey'
  | 'metaKey'
  | 'altKey'
  | 'shiftKey'
  | 'repeat'
  | 'isComposing'
  | 'defaultPrevented'
>;

/**
 * Ctrl+K, or Cmd+K on a Mac: opens the command palette from anywhere, a text field included (a
 * modifier chord types nothing). Every other chord is left to the browser: with Shift or Alt it is
 * someone else's (Firefox's Ctrl+Shift+K opens its console), a held key does not repeat it, and a
 * widget that already claimed the press (a rich-text editor's "insert link") keeps it.
 *
 * The key is read as typed (`k` on Latin layouts, Dvorak included); on a layout whose K key types
 * another letter (Arabic ن, Sorani), the physical K key counts.
 */
export function isPaletteChord(event: ChordEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  if (event.repeat || event.isComposing || event.defaultPrevented) return false;
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase() === 'k';
  return event.code === 'KeyK';
}
