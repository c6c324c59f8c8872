/**
 * The demo calendar's events (id, title, start, end, colour, all-day, and the template store's text
 * colour and description). Times are local days and times as `YYYY-MM-DDTHH:mm` (an all-day event's
 * times are its days at 00:00), so they compare as text.
 */
export interface DemoCalendarEvent {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly start: string;
  readonly end: string;
  readonly color: EventColor;
  readonly textColor: EventTextColor;
  readonly allDay: boolean;
}

/** The colours an event may take, by name (the view gives each its shade in both themes). */
export const EVENT_COLORS = ['primary', 'secondary', 'success', 'warning', 'danger', 'dark'] as const;
export type EventColor = (typeof EVENT_COLORS)[number];

export const EVENT_TEXT_COLORS = ['light', 'dark'] as const;
export type EventTextColor = (typeof EVENT_TEXT_COLORS)[number];

/** What an event is made of when new: everything but its id. */
export type NewDemoEvent = Omit<DemoCalendarEvent, 'id'>;

/** Why an event was refused. */
export const EventProblem = {
  TitleRequired: 'TitleRequired',
  EndBeforeStart: 'EndBeforeStart',
  BadTime: 'BadTime',
} as const;
export type EventProblem = (typeof EventProblem)[keyof typeof EventProblem];

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The day (`YYYY-MM-DD`) of an event time. */
export const dayOf = (time: string): string => time.slice(0, 10);

/**
 * The problems of an event, none when it may be saved: a title besides blanks, well-formed times,
 * and an end not before its start (an all-day event compares days only).
 */
export function eventProblems(event: NewDemoEvent): EventProblem[] {
  const problems: EventProblem[] = [];
  if (event.title.trim() === '') problems.push(EventProblem.TitleRequired);
  if (!TIME.test(event.start) || !TIME.test(event.end)) {
    problems.push(EventProblem.BadTime);
    return problems;
  }
  const before = event.allDay ? dayOf(event.end) < dayOf(event.start) : event.end < event.start;
  if (before) problems.push(EventProblem.EndBeforeStart);
  return problems;
}

/** An all-day event holds whole days: its times become midnight of its days. */
export function normaliseEvent<T extends NewDemoEvent>(event: T): T {
  if (!event.allDay) return event;
  return { ...event, start: `${dayOf(event.start)}T00:00`, end: `${dayOf(event.end)}T00:00` };
}

export const addEvent = (
  events: readonly DemoCalendarEvent[],
  event: DemoCalendarEvent,
): DemoCalendarEvent[] => [...events, normaliseEvent(event)];

/** The event with that id changed by `update` (its id kept); the others as they were. */
export const updateEvent = (
  events: readonly DemoCalendarEvent[],
  id: string,
  update: Partial<NewDemoEvent>,
): DemoCalendarEvent[] =>
  events.map((event) => (event.id === id ? normaliseEvent({ ...event, ...update, id }) : event));

export const removeEvent = (events: readonly DemoCalendarEvent[], id: string): DemoCalendarEvent[] =>
  events.filter((event) => event.id !== id);

/** Whether an event shows on a day: every day from its start's to its end's, both included. */
export const onDay = (event: DemoCalendarEvent, day: string): boolean =>
  dayOf(event.start) <= day && day <= dayOf(event.end);

/** The events of a day: all-day ones first, then by start time, then by title. */
export function eventsOfDay(events: readonly DemoCalendarEvent[], day: string): DemoCalendarEvent[] {
  return events
    .filter((event) => onDay(event, day))
    .sort(
      (a, b) =>
        Number(b.allDay) - Number(a.allDay) ||
        (a.start < b.start ? -1 : a.start > b.start ? 1 : 0) ||
        a.title.localeCompare(b.title),
    );
}
