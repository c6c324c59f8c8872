import { CalendarColour } from '../../domain/appointments/calendar-colour';
import { CALENDAR_PALETTE } from './calendar-grid.view';

/** What each colour means, in the shown language. */
export function CalendarLegend({
  title,
  labels,
}: {
  readonly title: string;
  readonly labels: Readonly<Record<CalendarColour, string>>;
}) {
  return (
    <ul className="calendar-legend" aria-label={title} data-testid="calendar-legend">
      {Object.values(CalendarColour).map((colour) => (
        <li key={colour}>
          <span
            className="calendar-swatch"
            style={{ backgroundColor: CALENDAR_PALETTE[colour] }}
            aria-hidden
          />
          {labels[colour]}
        </li>
      ))}
    </ul>
  );
}
