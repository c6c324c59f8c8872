/**
 * The rich-text editor's 37 colours (the spec gives only the count). The project's choice: the
 * widely used 35-colour editor picker (Quill's Snow theme: six hue columns, five shades each, and a
 * grey column) with its grey column extended to a seven-step ramp, black to white, by adding
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

/** The family of a palette colour, for its spoken name (`records.colourHues.<hue>`). */
export type SwatchHue =
  'black' | 'grey' | 'white' | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple';
/** How light a palette colour is within its family (`records.colourShades.<shade>`). */
export type SwatchShade = 'base' | 'palest' | 'light' | 'dark' | 'darkest';

/** A palette colour with the words a screen reader says for it. */
export interface Swatch {
  readonly colour: string;
  readonly hue: SwatchHue;
  readonly shade: SwatchShade;
}

const GREYS: readonly (readonly [SwatchHue, SwatchShade])[] = [
  ['black', 'base'],
  ['grey', 'darkest'],
  ['grey', 'dark'],
  ['grey', 'base'],
  ['grey', 'light'],
  ['grey', 'palest'],
  ['white', 'base'],
];
const HUES: readonly SwatchHue[] = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
/** Each hue's five colours as the palette lists them: base, then palest to darkest. */
const HUE_SHADES: readonly SwatchShade[] = ['base', 'palest', 'light', 'dark', 'darkest'];

/**
 * The palette with a name for every colour, in the palette's order: a colour is told apart by its
 * name as well as by sight (a colour-blind or blind editor picks "dark green", not a square).
 */
export const EDITOR_SWATCHES: readonly Swatch[] = EDITOR_PALETTE.map((colour, index): Swatch => {
  const [hue, shade] =
    index < GREYS.length
      ? (GREYS[index] as readonly [SwatchHue, SwatchShade])
      : [
          HUES[Math.floor((index - GREYS.length) / HUE_SHADES.length)] as SwatchHue,
          HUE_SHADES[(index - GREYS.length) % HUE_SHADES.length] as SwatchShade,
        ];
  return { colour, hue, shade };
});

/** A colour as the palette writes it (`#rrggbb`, lower case), or undefined if it is not one of the 37. */
export function paletteColour(text: string): string | undefined {
  const colour = text.trim().toLowerCase();
  return EDITOR_PALETTE.includes(colour) ? colour : undefined;
}
