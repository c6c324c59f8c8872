/**
 * The colours of the doctor calendar, by name: the view maps each to its palette, so a theme can
 * change the shade without touching the rule.
 */
export const CalendarColour = {
  Teal: 'teal',
  Blue: 'blue',
  Purple: 'purple',
  Orange: 'orange',
  Grey: 'grey',
} as const;

export type CalendarColour = (typeof CalendarColour)[keyof typeof CalendarColour];
