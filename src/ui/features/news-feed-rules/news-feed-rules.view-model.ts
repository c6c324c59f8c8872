import { makeAutoObservable, runInAction } from 'mobx';
import type { NewsFeedRulesGateway } from '../../../application/ports/news-feed-rules-gateway';
import type { RealtimeHubs } from '../../../application/ports/realtime-hubs';
import {
  changeCount,
  ruleChanges,
  SELECTABLE_KINDS,
  selectedIds,
  type NewsFeedRule,
  type RuleChanges,
  type RuleSelectables,
  type RuleSelections,
} from '../../../domain/content/news-feed-rule';
import {
  initialSelection,
  preselect,
  SelectableKind,
  toggleSelection,
  type Selectable,
} from '../../../domain/content/news-feed-selection';
import type { AppError } from '../../../domain/errors/app-error';
import type { ListStatus } from '../../../domain/lists/list-state';

const NO_SELECTABLES: RuleSelectables = { doctors: [], centers: [], videos: [], instructions: [] };
const EMPTY = { selected: [], oldSelected: [] };
const NO_SELECTIONS: RuleSelections = { doctors: EMPTY, centers: EMPTY, videos: EMPTY, instructions: EMPTY };

/**
 * What the screen says after a save or a read: saved (with how many items changed); refused or
 * overtaken because someone else saved the rule first (the changes now compare with their
 * version, nothing the user ticked is lost); or the save failed (everything stays to send again).
 */
export type RuleNotice =
  | { readonly kind: 'saved'; readonly rule: string; readonly count: number }
  | { readonly kind: 'stale' }
  | { readonly kind: 'changedByOthers' }
  | { readonly kind: 'failed'; readonly error: AppError };

/**
 * `/dashboard/posts`: the news-feed generation rules. One rule at a time: the doctors, centers,
 * videos and instructions it selects, ticked from the stored ids, with the old-selected lists kept
 * to show what a save adds and removes; a save asks first, with that list.
 */
export class NewsFeedRulesViewModel {
  status: ListStatus = { kind: 'loading' };
  rules: readonly NewsFeedRule[] = [];
  selectables: RuleSelectables = NO_SELECTABLES;
  ruleId: string | null = null;
  selections: RuleSelections = NO_SELECTIONS;
  kind: SelectableKind = SelectableKind.Doctors;
  queries: Readonly<Record<SelectableKind, string>> = {
    doctors: '',
    centers: '',
    videos: '',
    instructions: '',
  };
  confirming = false;
  saving = false;
  notice: RuleNotice | undefined = undefined;

  constructor(
    private readonly gateway: NewsFeedRulesGateway,
    /** The hubs' record event and the record name rule saves carry in it (changes by others). */
    private readonly live?: { readonly hubs: Pick<RealtimeHubs, 'onRecordChanged'>; readonly record: string },
  ) {
    makeAutoObservable<this, 'gateway' | 'live'>(this, { gateway: false, live: false }, { autoBind: true });
  }

  /** Reads the rules again when anyone saves one (the hub's record event). Returns the unsubscribe. */
  watch(): () => void {
    const live = this.live;
    if (live === undefined) return () => undefined;
    return live.hubs.onRecordChanged(({ record }) => {
      if (record === live.record) void this.refresh();
    });
  }

  get rule(): NewsFeedRule | undefined {
    return this.rules.find((r) => r.id === this.ruleId);
  }

  get changes(): RuleChanges {
    return ruleChanges(this.selections);
  }

  get changeCount(): number {
    return changeCount(this.changes);
  }

  get dirty(): boolean {
    return this.changeCount > 0;
  }

  /** The items of a kind whose name contains the kind's filter, any case (as the spec's filters). */
  shown(kind: SelectableKind): readonly Selectable[] {
    const query = this.queries[kind].trim().toLocaleLowerCase();
    const all = this.selectables[kind];
    return query === '' ? all : all.filter((item) => item.name.toLocaleLowerCase().includes(query));
  }

  isSelected(kind: SelectableKind, id: string): boolean {
    return this.selections[kind].selected.some((s) => s.id === id);
  }

  wasSelected(kind: SelectableKind, id: string): boolean {
    return this.selections[kind].oldSelected.some((s) => s.id === id);
  }

  async load(): Promise<void> {
    if (this.status.kind !== 'loaded') this.status = { kind: 'loading' };
    const answer = await this.gateway.read();
    runInAction(() => {
      if (!answer.ok) {
        this.status =
          answer.error.code === 'Forbidden'
            ? { kind: 'forbidden' }
            : { kind: 'error', failure: answer.error };
        return;
      }
      this.rules = answer.value.rules;
      this.selectables = answer.value.selectables;
      if (this.rule === undefined) this.ruleId = this.rules[0]?.id ?? null;
      this.status = { kind: 'loaded' };
      this.takeRule(this.rule);
    });
  }

  /**
   * A quiet read (someone saved a rule, the link came back): the lists and rules as they are now.
   * Unsaved changes stay; they are then compared with the rule as it is now.
   */
  async refresh(): Promise<void> {
    if (this.status.kind !== 'loaded' || this.saving) return;
    const answer = await this.gateway.read();
    runInAction(() => {
      if (!answer.ok || this.saving) return;
      const before = this.rule;
      this.rules = answer.value.rules;
      this.selectables = answer.value.selectables;
      if (this.rule === undefined) this.ruleId = this.rules[0]?.id ?? null;
      const now = this.rule;
      if (this.dirty && now !== undefined && before !== undefined && now.version !== before.version) {
        this.rebase(now);
        this.notice = { kind: 'changedByOthers' };
      } else if (!this.dirty) {
        this.takeRule(now);
      }
    });
  }

  /** Shows another rule; refused while changes are unsaved (the select is disabled then). */
  choose(ruleId: string): void {
    if (this.dirty || this.saving) return;
    this.ruleId = ruleId;
    this.notice = undefined;
    this.takeRule(this.rule);
  }

  showKind(kind: SelectableKind): void {
    this.kind = kind;
  }

  setQuery(kind: SelectableKind, query: string): void {
    this.queries = { ...this.queries, [kind]: query };
  }

  toggle(kind: SelectableKind, item: Selectable): void {
    if (this.saving) return;
    const current = this.selections[kind];
    this.selections = {
      ...this.selections,
      [kind]: { ...current, selected: toggleSelection(current.selected, item) },
    };
    if (this.notice?.kind === 'saved') this.notice = undefined;
  }

  /** Puts every list back as the rule was loaded. */
  discard(): void {
    this.takeRule(this.rule);
    this.notice = undefined;
  }

  askSave(): void {
    if (this.dirty && !this.saving && this.rule !== undefined) this.confirming = true;
  }

  cancelSave(): void {
    this.confirming = false;
  }

  async confirmSave(): Promise<void> {
    const rule = this.rule;
    if (rule === undefined || !this.dirty || this.saving) return;
    this.saving = true;
    const count = this.changeCount;
    const answer = await this.gateway.save(rule.id, rule.version ?? 1, selectedIds(this.selections));
    runInAction(() => {
      this.saving = false;
      this.confirming = false;
      if (answer.ok) {
        this.replaceRule(answer.value);
        this.takeRule(answer.value);
        this.notice = { kind: 'saved', rule: answer.value.name, count };
      } else if (answer.error.code === 'Stale') {
        this.replaceRule(answer.error.current);
        this.rebase(answer.error.current);
        this.notice = { kind: 'stale' };
      } else {
        // Every tick stays on screen, to save again.
        this.notice = { kind: 'failed', error: answer.error };
      }
    });
  }

  private replaceRule(rule: NewsFeedRule): void {
    this.rules = this.rules.map((r) => (r.id === rule.id ? rule : r));
  }

  /** Both lists of every kind pre-filled from the rule's ids. */
  private takeRule(rule: NewsFeedRule | undefined): void {
    if (rule === undefined) {
      this.selections = NO_SELECTIONS;
      return;
    }
    const out = {} as Record<SelectableKind, ReturnType<typeof initialSelection>>;
    for (const kind of SELECTABLE_KINDS) out[kind] = initialSelection(this.selectables[kind], rule.ids[kind]);
    this.selections = out;
  }

  /** Keeps what the user ticked and compares it with the rule as the server has it now. */
  private rebase(rule: NewsFeedRule): void {
    const out = {} as Record<SelectableKind, ReturnType<typeof initialSelection>>;
    for (const kind of SELECTABLE_KINDS) {
      const known = new Set(this.selectables[kind].map((s) => s.id));
      out[kind] = {
        selected: this.selections[kind].selected.filter((s) => known.has(s.id)),
        oldSelected: preselect(this.selectables[kind], rule.ids[kind]),
      };
    }
    this.selections = out;
  }
}
