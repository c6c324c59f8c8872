/**
 * The rich-text editor's 37 colours (000 §9 gives only the count). The project's choice: the
 * widely used 35-colour editor picker (Quill's Snow theme: six hue columns, five shades each, and
 * a grey column) with its grey column extended to a seven-step ramp, black to white, by adding
 * #222222 and #dddddd. Greys first, then each hue from base to darkest.
 */
export const EDITOR_PALETTE: readonly string[] = [
  // Greys, black to white.
  '#000000',
  '#222222',
  '#444444',
  '#888888',
  '#bbbbbb',
  '#dddddd',
  '#ffffff',
  // Red.
  '#e60000',
  '#facccc',
  '#f06666',
  '#a10000',
  '#5c0000',
  // Orange.
  '#ff9900',
  '#ffebcc',
  '#ffc266',
  '#b26b00',
  '#663d00',
  // Yellow.
  '#ffff00',
  '#ffffcc',
  '#ffff66',
  '#b2b200',
  '#666600',
  // Green.
  '#008a00',
  '#cce8cc',
  '#66b966',
  '#006100',
  '#003700',
  // Blue.
  '#0066cc',
  '#cce0f5',
  '#66a3e0',
  '#0047b2',
  '#002966',
  // Purple.
  '#9933ff',
  '#ebd6ff',
  '#c285ff',
  '#6b24b2',
  '#3d1466',
];
