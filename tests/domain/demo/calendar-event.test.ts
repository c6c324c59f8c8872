import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEvent,
  EVENT_COLORS,
  EVENT_TEXT_COLORS,
  EventProblem,
  eventProblems,
  eventsOfDay,
  onDay,
  removeEvent,
  updateEvent,
  type DemoCalendarEvent,
} from '../../../src/domain/demo/calendar-event';

const two = (n: number) => String(n).padStart(2, '0');
const dayArb = fc
  .record({
    y: fc.integer({ min: 2020, max: 2030 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${two(m)}-${two(d)}`);
const timeArb = fc
  .record({ day: dayArb, h: fc.integer({ min: 0, max: 23 }), min: fc.integer({ min: 0, max: 59 }) })
  .map(({ day, h, min }) => `${day}T${two(h)}:${two(min)}`);
const eventArb: fc.Arbitrary<DemoCalendarEvent> = fc.record({
  id: fc.uuid(),
  title: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  description: fc.string(),
  start: timeArb,
  end: timeArb,
  color: fc.constantFrom(...EVENT_COLORS),
  textColor: fc.constantFrom(...EVENT_TEXT_COLORS),
  allDay: fc.boolean(),
});
const eventsArb = fc.uniqueArray(eventArb, { selector: (event) => event.id, maxLength: 8 });

describe('demo calendar events', () => {
  it('refuses a title of blanks', () => {
    fc.assert(
      fc.property(eventArb, fc.stringMatching(/^\s*$/), (event, title) => {
        expect(eventProblems({ ...event, title })).toContain(EventProblem.TitleRequired);
      }),
    );
  });

  it('refuses a timed event ending before it starts, and takes one ending at or after its start', () => {
    fc.assert(
      fc.property(eventArb, (event) => {
        const timed = { ...event, allDay: false };
        const refused = eventProblems(timed).includes(EventProblem.EndBeforeStart);
        const endMs = Date.parse(timed.end);
        const startMs = Date.parse(timed.start);
        expect(refused).toBe(endMs < startMs);
      }),
    );
  });

  it('lets an all-day event end later the same day it starts, refusing only an earlier day', () => {
    expect(
      eventProblems({
        title: 'Holiday',
        description: '',
        start: '2026-05-04T18:00',
        end: '2026-05-04T08:00',
        color: 'primary',
        textColor: 'light',
        allDay: true,
      }),
    ).toEqual([]);
    expect(
      eventProblems({
        title: 'Holiday',
        description: '',
        start: '2026-05-04T00:00',
        end: '2026-05-03T00:00',
        color: 'primary',
        textColor: 'light',
        allDay: true,
      }),
    ).toEqual([EventProblem.EndBeforeStart]);
  });

  it('refuses times that are not a day and a time', () => {
    expect(
      eventProblems({
        title: 'x',
        description: '',
        start: '',
        end: '2026-05-04T10:00',
        color: 'danger',
        textColor: 'dark',
        allDay: false,
      }),
    ).toEqual([EventProblem.BadTime]);
  });

  it('an update changes only its event and keeps its id', () => {
    fc.assert(
      fc.property(
        eventsArb.filter((events) => events.length > 0),
        fc.nat(),
        fc.string(),
        fc.constantFrom(...EVENT_COLORS),
        (events, pick, title, color) => {
          const target = events[pick % events.length] as DemoCalendarEvent;
          const after = updateEvent(events, target.id, { title, color });
          expect(after).toHaveLength(events.length);
          after.forEach((event, i) => {
            const before = events[i] as DemoCalendarEvent;
            if (before.id !== target.id) expect(event).toEqual(before);
            else {
              expect(event.id).toBe(target.id);
              expect(event.title).toBe(title);
              expect(event.color).toBe(color);
              expect(event.textColor).toBe(target.textColor);
            }
          });
        },
      ),
    );
  });

  it('removing takes away exactly that event', () => {
    fc.assert(
      fc.property(
        eventsArb.filter((events) => events.length > 0),
        fc.nat(),
        (events, pick) => {
          const target = events[pick % events.length] as DemoCalendarEvent;
          const after = removeEvent(events, target.id);
          expect(after).toEqual(events.filter((event) => event.id !== target.id));
          expect(after).toHaveLength(events.length - 1);
        },
      ),
    );
  });

  it('an added all-day event holds whole days', () => {
    const [added] = addEvent([], {
      id: 'e',
      title: 'Training',
      description: '',
      start: '2026-03-02T09:30',
      end: '2026-03-04T17:00',
      color: 'success',
      textColor: 'light',
      allDay: true,
    });
    expect(added?.start).toBe('2026-03-02T00:00');
    expect(added?.end).toBe('2026-03-04T00:00');
  });

  it('shows an event on every day from its first to its last, and on no other', () => {
    fc.assert(
      fc.property(eventArb, dayArb, (event, day) => {
        const first = event.start.slice(0, 10);
        const last = event.end.slice(0, 10);
        expect(onDay(event, day)).toBe(first <= day && day <= last);
        expect(eventsOfDay([event], day).length === 1).toBe(onDay(event, day));
      }),
    );
  });

  it("puts a day's all-day events before its timed ones", () => {
    fc.assert(
      fc.property(eventsArb, dayArb, (events, day) => {
        const list = eventsOfDay(events, day);
        const firstTimed = list.findIndex((event) => !event.allDay);
        if (firstTimed >= 0) expect(list.slice(firstTimed).every((event) => !event.allDay)).toBe(true);
      }),
    );
  });
});
