import {
  Alert,
  Button,
  Colors,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H3,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { ChevronLeft, ChevronRight, Plus, Trash } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  EVENT_COLORS,
  EVENT_TEXT_COLORS,
  eventProblems,
  EventProblem,
  eventsOfDay,
  type DemoCalendarEvent,
  type EventColor,
  type EventTextColor,
  type NewDemoEvent,
} from '../../../domain/demo/calendar-event';
import { useApp } from '../../app/app-context';
import { dayStart, intlLocale, localDay, stepDay, viewDays } from '../../calendar/calendar-dates';
import { useT } from '../../i18n/use-t';
import type { DemoCalendarViewModel } from './calendar.view-model';
import { DemoMessage, DemoScreen, DemoStates } from './demo-screen.view';
import { useDemo } from './use-demo';
import { useDemoFormat } from './use-demo-format';

/** The event colours' shades, from Blueprint's palette (readable in both themes). */
const SHADE: Record<EventColor, string> = {
  primary: Colors.BLUE3,
  secondary: Colors.VIOLET3,
  success: Colors.GREEN3,
  warning: Colors.ORANGE4,
  danger: Colors.RED3,
  dark: Colors.DARK_GRAY5,
};
const TEXT_SHADE: Record<EventTextColor, string> = { light: Colors.WHITE, dark: Colors.DARK_GRAY1 };
const CELL_EVENTS = 3;

/** An event being added (no id yet) or edited. */
type Draft = NewDemoEvent & { readonly id: string | null };

const blankDraft = (day: string): Draft => ({
  id: null,
  title: '',
  description: '',
  start: `${day}T09:00`,
  end: `${day}T10:00`,
  color: 'primary',
  textColor: 'light',
  allDay: false,
});

const EventForm = observer(function EventForm({
  vm,
  initial,
  onClose,
}: {
  readonly vm: DemoCalendarViewModel;
  readonly initial: Draft;
  readonly onClose: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const problems = eventProblems(draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0) return;
    const { id, ...fields } = draft;
    const saving = id === null ? vm.add(fields) : vm.update(id, fields);
    void saving.then((saved) => saved && onClose());
  };
  const titleProblem = tried && problems.includes(EventProblem.TitleRequired);
  const timeProblem = tried
    ? problems.includes(EventProblem.BadTime)
      ? t('demo.calendar.badTime')
      : problems.includes(EventProblem.EndBeforeStart)
        ? t('demo.calendar.endBeforeStart')
        : undefined
    : undefined;
  // A date input takes the day only; a datetime-local input the day and time.
  const timeInput = (key: 'start' | 'end') => (
    <InputGroup
      id={`demo-event-${key}`}
      type={draft.allDay ? 'date' : 'datetime-local'}
      value={draft.allDay ? draft[key].slice(0, 10) : draft[key]}
      intent={timeProblem === undefined ? Intent.NONE : Intent.DANGER}
      onChange={(event) => {
        const value = event.currentTarget.value;
        set(key, draft.allDay ? `${value}T00:00` : value);
      }}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <FormGroup
          label={t('demo.calendar.title')}
          labelFor="demo-event-title"
          intent={titleProblem ? Intent.DANGER : Intent.NONE}
          helperText={titleProblem ? t('demo.calendar.titleRequired') : undefined}
        >
          <InputGroup
            id="demo-event-title"
            dir="auto"
            autoFocus
            value={draft.title}
            intent={titleProblem ? Intent.DANGER : Intent.NONE}
            onChange={(event) => set('title', event.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('demo.calendar.description')} labelFor="demo-event-description">
          <TextArea
            id="demo-event-description"
            fill
            dir="auto"
            value={draft.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
        </FormGroup>
        <Switch
          label={t('demo.calendar.allDay')}
          checked={draft.allDay}
          onChange={(event) => set('allDay', event.currentTarget.checked)}
        />
        <div className="demo-event-times">
          <FormGroup label={t('demo.calendar.start')} labelFor="demo-event-start">
            {timeInput('start')}
          </FormGroup>
          <FormGroup
            label={t('demo.calendar.end')}
            labelFor="demo-event-end"
            intent={timeProblem === undefined ? Intent.NONE : Intent.DANGER}
            helperText={timeProblem}
          >
            {timeInput('end')}
          </FormGroup>
        </div>
        <RadioGroup
          label={t('demo.calendar.color')}
          inline
          selectedValue={draft.color}
          onChange={(event) => set('color', event.currentTarget.value as EventColor)}
        >
          {EVENT_COLORS.map((color) => (
            <Radio
              key={color}
              value={color}
              labelElement={
                <span className="demo-event-swatch-label">
                  <span className="demo-event-swatch" style={{ backgroundColor: SHADE[color] }} aria-hidden />
                  {t(`demo.shop.colorNames.${color}`)}
                </span>
              }
            />
          ))}
        </RadioGroup>
        <RadioGroup
          label={t('demo.calendar.textColor')}
          inline
          selectedValue={draft.textColor}
          onChange={(event) => set('textColor', event.currentTarget.value as EventTextColor)}
        >
          {EVENT_TEXT_COLORS.map((color) => (
            <Radio key={color} value={color} label={t(`demo.calendar.textColors.${color}`)} />
          ))}
        </RadioGroup>
        <p
          className="demo-event-preview"
          style={{ backgroundColor: SHADE[draft.color], color: TEXT_SHADE[draft.textColor] }}
        >
          {draft.title.trim() === '' ? t('demo.calendar.preview') : draft.title}
        </p>
        {vm.saveError !== null && (
          <p role="alert" className="demo-error-text">
            <DemoMessage message={vm.saveError.message} />
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {draft.id !== null && (
              <Button
                intent={Intent.DANGER}
                icon={<Trash />}
                text={t('demo.calendar.delete')}
                onClick={() => setDeleting(true)}
              />
            )}
            <Button text={t('demo.cancel')} onClick={onClose} />
            <Button type="submit" intent={Intent.PRIMARY} text={t('demo.calendar.save')} />
          </>
        }
      />
      <Alert
        isOpen={deleting}
        intent={Intent.DANGER}
        cancelButtonText={t('demo.cancel')}
        confirmButtonText={t('demo.calendar.delete')}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          if (draft.id !== null) void vm.remove(draft.id).then((removed) => removed && onClose());
        }}
      >
        {t('demo.calendar.deleteQuestion', { title: initial.title })}
      </Alert>
    </form>
  );
});

/** `/app/calendar`: the template's calendar: a month of events, each added, changed or removed. */
const CalendarPage = observer(function CalendarPage() {
  const t = useT();
  const app = useApp();
  const f = useDemoFormat();
  const vm = useDemo((demo) => demo.calendar());
  const today = localDay(Date.now());
  const [day, setDay] = useState(today);
  const [editing, setEditing] = useState<Draft | null>(null);
  useEffect(() => void vm.load(), [vm]);
  const formats = useMemo(() => {
    const locale = intlLocale(app.language);
    return {
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      dayNumber: new Intl.DateTimeFormat(locale, { day: 'numeric' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
    };
  }, [app.language]);
  const days = viewDays('month', day);
  const month = day.slice(0, 7);
  const rtl = app.direction === 'rtl';
  const open = (event: DemoCalendarEvent) => {
    vm.clearError();
    setEditing({ ...event });
  };
  const add = (on: string) => {
    vm.clearError();
    setEditing(blankDraft(on));
  };
  return (
    <DemoScreen
      routeId="calendar"
      title={t('demo.routes.calendar')}
      actions={
        <Button
          intent={Intent.PRIMARY}
          icon={<Plus />}
          text={t('demo.calendar.add')}
          onClick={() => add(day)}
        />
      }
    >
      <div className="demo-calendar-nav">
        <Button
          icon={rtl ? <ChevronRight /> : <ChevronLeft />}
          aria-label={t('demo.calendar.previous')}
          onClick={() => setDay(stepDay('month', day, -1))}
        />
        <Button text={t('demo.calendar.today')} onClick={() => setDay(today)} />
        <Button
          icon={rtl ? <ChevronLeft /> : <ChevronRight />}
          aria-label={t('demo.calendar.next')}
          onClick={() => setDay(stepDay('month', day, 1))}
        />
        <H3 className="demo-calendar-month" aria-live="polite">
          {formats.month.format(dayStart(day) ?? Date.now())}
        </H3>
      </div>
      <DemoStates status={vm.status} onRetry={() => void vm.load()}>
        <div
          className="demo-calendar"
          role="group"
          aria-label={formats.month.format(dayStart(day) ?? Date.now())}
        >
          {days.slice(0, 7).map((d) => (
            <div key={d} className="demo-calendar-head">
              {formats.weekday.format(dayStart(d) ?? 0)}
            </div>
          ))}
          {days.map((d) => {
            const events = eventsOfDay(vm.events, d);
            const start = dayStart(d) ?? 0;
            return (
              <div
                key={d}
                className="demo-calendar-cell"
                data-outside={d.slice(0, 7) !== month}
                data-today={d === today}
                data-day={d}
              >
                <button
                  type="button"
                  className="demo-calendar-day"
                  aria-label={t('demo.calendar.addOn', { day: formats.full.format(start) })}
                  onClick={() => add(d)}
                >
                  {formats.dayNumber.format(start)}
                </button>
                {events.slice(0, CELL_EVENTS).map((event) => (
                  <button
                    type="button"
                    key={event.id}
                    className="demo-calendar-event"
                    data-testid="demo-calendar-event"
                    data-event-id={event.id}
                    style={{ backgroundColor: SHADE[event.color], color: TEXT_SHADE[event.textColor] }}
                    onClick={() => open(event)}
                  >
                    {!event.allDay && event.start.slice(0, 10) === d && <span>{f.time(event.start)} </span>}
                    <bdi>{event.title}</bdi>
                  </button>
                ))}
                {events.length > CELL_EVENTS && (
                  <span className="demo-muted">
                    {t('demo.calendar.more', { number: f.number(events.length - CELL_EVENTS) })}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </DemoStates>
      <Dialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.id === null ? 'demo.calendar.addTitle' : 'demo.calendar.editTitle')}
      >
        {editing !== null && (
          <EventForm key={editing.id ?? 'new'} vm={vm} initial={editing} onClose={() => setEditing(null)} />
        )}
      </Dialog>
    </DemoScreen>
  );
});

export default CalendarPage;
