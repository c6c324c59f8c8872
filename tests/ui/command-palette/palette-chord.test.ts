import { describe, expect, it } from 'vitest';
import { isPaletteChord, type ChordEvent } from '../../../src/ui/features/command-palette/palette-chord';

const press = (overrides: Partial<ChordEvent>): ChordEvent => ({
  key: 'k',
  code: 'KeyK',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
  ...overrides,
});

describe('the command palette’s shortcut', () => {
  it.each<[string, Partial<ChordEvent>, boolean]>([
    ['Ctrl+K', { ctrlKey: true }, true],
    ['Cmd+K', { metaKey: true }, true],
    ['Ctrl+K with Caps Lock on', { ctrlKey: true, key: 'K' }, true],
    ['Ctrl+K on an Arabic layout (the K key types ن)', { ctrlKey: true, key: 'ن' }, true],
    ['Ctrl+K on Dvorak (the K key is where QWERTY has V)', { ctrlKey: true, key: 'k', code: 'KeyV' }, true],
    ['K alone, typed into a field', {}, false],
    ['Ctrl+V on Dvorak, whose V sits on the QWERTY K key', { ctrlKey: true, key: 'v', code: 'KeyK' }, false],
    ['Ctrl+Shift+K (Firefox’s web console)', { ctrlKey: true, shiftKey: true, key: 'K' }, false],
    ['Ctrl+Alt+K', { ctrlKey: true, altKey: true }, false],
    ['Ctrl+L (the address bar)', { ctrlKey: true, key: 'l', code: 'KeyL' }, false],
    ['Ctrl+K held down (a repeat)', { ctrlKey: true, repeat: true }, false],
    ['Ctrl+K while an input method composes', { ctrlKey: true, isComposing: true }, false],
    ['Ctrl+K a rich-text editor already took', { ctrlKey: true, defaultPrevented: true }, false],
  ])('%s opens the palette: %s', (_case, overrides, opens) => {
    expect(isPaletteChord(press(overrides))).toBe(opens);
  });
});
