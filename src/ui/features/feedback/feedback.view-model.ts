import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadFeedbackInsights } from '../../../application/feedback/load-feedback-insights';
import type { RealtimeHubs } from '../../../application/ports/realtime-hubs';
import type {
  FeedbackAnswers,
  FeedbackAverages,
  FeedbackSubject,
  QuestionGroup,
  Summary,
} from '../../../application/ports/feedback-insights-gateway';
import type { AppError } from '../../../domain/errors/app-error';
import { answersBehind, averagesBySubject } from '../../../domain/feedback/feedback-averages';
import { filterFeedbackQuestions } from '../../../domain/feedback/feedback-question-filter';
import { isDay, parsePeriod, presetPeriod, type Period } from '../../../domain/insights/center-statistics';
import type { ListStatus } from '../../../domain/lists/list-state';
import type { Result } from '../../../domain/shared/result';

/** The quick periods offered, in days ending today; the first screen shows the middle one. */
export const FEEDBACK_PRESETS = [30, 90, 365] as const;
export const DEFAULT_FEEDBACK_DAYS = 90;

/** What the feedback screens keep in their address. */
export interface FeedbackUrlState {
  readonly by: FeedbackSubject;
  readonly from: string | null;
  readonly to: string | null;
  /** The drill-down's chosen question; `null` for the overall ratings. */
  readonly question: number | null;
  /** The questions screen's filter text. */
  readonly text: string;
}

/** The address's search parameters as the screens' state; anything unreadable is left at its default. */
export function feedbackUrlState(params: URLSearchParams): FeedbackUrlState {
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && isDay(value) ? value : null;
  };
  const question = Number(params.get('question'));
  return {
    by: params.get('by') === 'department' ? 'department' : 'doctor',
    from: day('from'),
    to: day('to'),
    question: Number.isSafeInteger(question) && question > 0 ? question : null,
    text: params.get('q') ?? '',
  };
}

const statusOf = (error: AppError): ListStatus =>
  error.code === 'Forbidden' ? { kind: 'forbidden' } : { kind: 'error', failure: error };

/**
 * A period of UTC days chosen by preset or by its two ends, defaulting to the last 90 days up to
 * `today`. The address holds it only once the user chose one.
 */
class PeriodChoice {
  chosen: Period | undefined;

  constructor(
    private readonly today: string,
    initial: Pick<FeedbackUrlState, 'from' | 'to'>,
  ) {
    const fallback = this.presetPeriod(DEFAULT_FEEDBACK_DAYS);
    this.chosen =
      initial.from !== null && initial.to !== null
        ? parsePeriod(initial.from, initial.to, fallback)
        : undefined;
    makeAutoObservable<this, 'today'>(this, { today: false }, { autoBind: true });
  }

  presetPeriod(days: number): Period {
    return presetPeriod(days, [], this.today);
  }

  get period(): Period {
    return this.chosen ?? this.presetPeriod(DEFAULT_FEEDBACK_DAYS);
  }

  get preset(): number | undefined {
    const { from, to } = this.period;
    return FEEDBACK_PRESETS.find((days) => {
      const candidate = this.presetPeriod(days);
      return candidate.from === from && candidate.to === to;
    });
  }

  choosePreset(days: number): void {
    this.chosen = days === DEFAULT_FEEDBACK_DAYS ? undefined : this.presetPeriod(days);
  }

  /** A new start (or end) from the date picker; an empty or half-typed date changes nothing. */
  setFrom(day: string): void {
    if (isDay(day)) this.chosen = parsePeriod(day, this.period.to, this.period);
  }

  setTo(day: string): void {
    if (isDay(day)) this.chosen = parsePeriod(this.period.from, day, this.period);
  }
}

/** Runs one read at a time in order: an answer that arrives after a newer request is dropped. */
class LatestRead<T> {
  status: ListStatus = { kind: 'loading' };
  value: T | undefined = undefined;
  private sequence = 0;

  constructor() {
    makeAutoObservable<this, 'sequence'>(this, { sequence: false }, { autoBind: true });
  }

  /** Reads; `quietly` keeps what is shown on screen until the answer replaces it (a refresh). */
  async run(read: () => Promise<Result<T, AppError>>, quietly = false): Promise<void> {
    const mine = ++this.sequence;
    if (!quietly || this.value === undefined) this.status = { kind: 'loading' };
    const result = await read();
    if (mine !== this.sequence) return;
    runInAction(() => {
      if (result.ok) {
        this.value = result.value;
        this.status = { kind: 'loaded' };
      } else {
        this.status = statusOf(result.error);
      }
    });
  }
}

/**
 * `/dashboard/feedbacks` (#17, #22): each doctor's or department's feedbacks over a period, their
 * count and mean overall and per question, as the server computes them. Each row opens the
 * drill-down. The grouping and the period are kept in the address.
 */
export class FeedbackAveragesViewModel {
  by: FeedbackSubject;
  readonly period: PeriodChoice;
  private readonly read = new LatestRead<FeedbackAverages>();

  constructor(
    private readonly loadInsights: LoadFeedbackInsights,
    today: string,
    initial: FeedbackUrlState,
  ) {
    this.by = initial.by;
    this.period = new PeriodChoice(today, initial);
    makeAutoObservable<this, 'loadInsights' | 'read'>(
      this,
      { loadInsights: false, read: false },
      { autoBind: true },
    );
  }

  get status(): ListStatus {
    return this.read.status;
  }

  get data(): FeedbackAverages | undefined {
    return this.read.value;
  }

  get urlState(): FeedbackUrlState {
    const chosen = this.period.chosen;
    return { by: this.by, from: chosen?.from ?? null, to: chosen?.to ?? null, question: null, text: '' };
  }

  chooseBy(by: FeedbackSubject): void {
    this.by = by;
  }

  /** Reads the averages for the grouping and period now shown. */
  load(): Promise<void> {
    const { by } = this;
    const period = this.period.period;
    return this.read.run(() => this.loadInsights.averages(by, period));
  }
}

/** One average of the drill-down: overall (`questionId` null) or one question's. */
export interface DrillAverage extends Summary {
  readonly questionId: number | null;
}

/**
 * `/dashboard/feedbacks/doctor/{id}` and `/dashboard/feedbacks/department/{id}` (#17): one
 * subject's feedbacks over a period, its averages computed from them by the same rule as the
 * server's, and the answers behind the chosen average. An id that is not a whole number is "not
 * found" without a call.
 */
export class FeedbackDrillViewModel {
  question: number | null;
  readonly period: PeriodChoice;
  private readonly read = new LatestRead<FeedbackAnswers>();

  constructor(
    private readonly loadInsights: LoadFeedbackInsights,
    today: string,
    readonly by: FeedbackSubject,
    readonly id: string,
    initial: FeedbackUrlState,
  ) {
    this.question = initial.question;
    this.period = new PeriodChoice(today, initial);
    makeAutoObservable<this, 'loadInsights' | 'read'>(
      this,
      { loadInsights: false, read: false },
      { autoBind: true },
    );
  }

  get status(): ListStatus {
    return this.read.status;
  }

  get data(): FeedbackAnswers | undefined {
    return this.read.value;
  }

  /** The overall average, then each of the subject's questions in order, answered or not. */
  get averages(): readonly DrillAverage[] {
    const data = this.data;
    if (data === undefined) return [];
    const [summary] = averagesBySubject(data.feedbacks.map((f) => ({ ...f, subjectId: 0 })));
    return [
      { questionId: null, ...(summary?.overall ?? { count: 0, average: null }) },
      ...data.questions.map((q) => ({
        questionId: q.id,
        ...(summary?.questions.get(q.id) ?? { count: 0, average: null }),
      })),
    ];
  }

  /** The average the list below it explains. */
  get chosen(): DrillAverage | undefined {
    return this.averages.find((a) => a.questionId === this.question);
  }

  /** The feedbacks behind the chosen average, each with the rating it gave it. */
  get behind() {
    return answersBehind(this.data?.feedbacks ?? [], this.question);
  }

  get urlState(): FeedbackUrlState {
    const chosen = this.period.chosen;
    return {
      by: this.by,
      from: chosen?.from ?? null,
      to: chosen?.to ?? null,
      question: this.question,
      text: '',
    };
  }

  chooseQuestion(questionId: number | null): void {
    this.question = questionId;
  }

  load(): Promise<void> {
    const id = Number(this.id);
    if (!/^\d+$/.test(this.id) || !Number.isSafeInteger(id) || id < 1) {
      return this.read.run(() =>
        Promise.resolve({ ok: false as const, error: { code: 'NotFound' as const, body: null } }),
      );
    }
    const period = this.period.period;
    return this.read.run(() => this.loadInsights.answers(this.by, id, period));
  }
}

/**
 * `/dashboard/feedback-questions` (#17): the questions grouped by doctor or by department as the
 * spec's grouped reads answer them, switchable, filtered by the spec's rule (the question's name
 * contains the text, ignoring case). Both groupings are read once; switching and typing only
 * recompute. The grouping and the text are kept in the address.
 */
export class FeedbackQuestionsViewModel {
  by: FeedbackSubject;
  text: string;
  private readonly reads: Record<FeedbackSubject, LatestRead<readonly QuestionGroup[]>> = {
    doctor: new LatestRead(),
    department: new LatestRead(),
  };

  constructor(
    private readonly loadInsights: LoadFeedbackInsights,
    initial: FeedbackUrlState,
    private readonly hubs?: Pick<RealtimeHubs, 'onRecordChanged'>,
  ) {
    this.by = initial.by;
    this.text = initial.text;
    makeAutoObservable<this, 'loadInsights' | 'reads' | 'hubs'>(
      this,
      { loadInsights: false, reads: false, hubs: false },
      { autoBind: true },
    );
  }

  get status(): ListStatus {
    return this.reads[this.by].status;
  }

  /** The groups of the chosen grouping that keep a question after the filter, each with those questions. */
  get groups(): readonly QuestionGroup[] {
    const groups = this.reads[this.by].value ?? [];
    return groups
      .map((group) => ({ ...group, questions: filterFeedbackQuestions(group.questions, this.text) }))
      .filter((group) => group.questions.length > 0);
  }

  /** How many questions the chosen grouping holds before the filter. */
  get total(): number {
    return (this.reads[this.by].value ?? []).reduce((n, g) => n + g.questions.length, 0);
  }

  get shownCount(): number {
    return this.groups.reduce((n, g) => n + g.questions.length, 0);
  }

  get urlState(): FeedbackUrlState {
    return { by: this.by, from: null, to: null, question: null, text: this.text };
  }

  chooseBy(by: FeedbackSubject): void {
    this.by = by;
    if (this.reads[by].value === undefined) void this.load();
  }

  setText(text: string): void {
    this.text = text;
  }

  /** Reads the chosen grouping (again, after a failure). */
  load(): Promise<void> {
    const by = this.by;
    return this.reads[by].run(() => this.loadInsights.questionGroups(by));
  }

  /**
   * Reads again after a question was written (here, or in another browser): the chosen grouping
   * at once with the questions kept on screen meanwhile, the other one when it is next chosen.
   */
  refresh(): Promise<void> {
    const by = this.by;
    const other: FeedbackSubject = by === 'doctor' ? 'department' : 'doctor';
    this.reads[other] = new LatestRead();
    return this.reads[by].run(() => this.loadInsights.questionGroups(by), true);
  }

  /**
   * Refreshes when anyone writes a feedback question (the hubs' record event, named `record`).
   * Returns the unsubscribe; without hubs (tests) there is nothing to watch.
   */
  watch(record: string): () => void {
    const hubs = this.hubs;
    if (hubs === undefined) return () => undefined;
    return hubs.onRecordChanged((event) => {
      if (event.record === record) void this.refresh();
    });
  }
}

/** The feedback screens' view-models, made by the container from this chunk. */
export interface FeedbackViewModels {
  averages(initial: FeedbackUrlState): FeedbackAveragesViewModel;
  drill(by: FeedbackSubject, id: string, initial: FeedbackUrlState): FeedbackDrillViewModel;
  questions(initial: FeedbackUrlState): FeedbackQuestionsViewModel;
}

/**
 * Builds the factories; `today` is read when a screen opens, as the UTC day. With the hubs, the
 * questions screen follows writes made in other browsers.
 */
export function feedbackViewModels(
  load: LoadFeedbackInsights,
  now: () => Date,
  hubs?: Pick<RealtimeHubs, 'onRecordChanged'>,
): FeedbackViewModels {
  const today = () => now().toISOString().slice(0, 10);
  return {
    averages: (initial) => new FeedbackAveragesViewModel(load, today(), initial),
    drill: (by, id, initial) => new FeedbackDrillViewModel(load, today(), by, id, initial),
    questions: (initial) => new FeedbackQuestionsViewModel(load, initial, hubs),
  };
}
