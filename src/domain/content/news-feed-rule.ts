import {
  SelectableKind,
  selectionDiff,
  type RuleSelection,
  type Selectable,
  type SelectionDiff,
} from './news-feed-selection';

/** The ids a news-feed generation rule selects, per kind (ids compared as strings). */
export type RuleIds = Readonly<Record<SelectableKind, readonly string[]>>;

/** A news-feed generation rule as the rules screen edits it. */
export interface NewsFeedRule {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
  readonly postsPerDay: number;
  /** The rule's version; a save sent with an older one is refused. Absent: the backend has none. */
  readonly version: number | undefined;
  readonly ids: RuleIds;
}

/** The four lists offered for selection, per kind. */
export type RuleSelectables = Readonly<Record<SelectableKind, readonly Selectable[]>>;

/** A rule's selection per kind: the list being edited and the one it was loaded with. */
export type RuleSelections = Readonly<Record<SelectableKind, RuleSelection>>;

/** What a save adds and removes, per kind. */
export type RuleChanges = Readonly<Record<SelectableKind, SelectionDiff>>;

export const SELECTABLE_KINDS: readonly SelectableKind[] = Object.values(SelectableKind);

/** The change of each kind from its old-selected list to its selected list. */
export function ruleChanges(selections: RuleSelections): RuleChanges {
  const out = {} as Record<SelectableKind, SelectionDiff>;
  for (const kind of SELECTABLE_KINDS) {
    out[kind] = selectionDiff(selections[kind].oldSelected, selections[kind].selected);
  }
  return out;
}

/** How many items a save adds and removes in all (0: nothing to save). */
export function changeCount(changes: RuleChanges): number {
  return SELECTABLE_KINDS.reduce(
    (n, kind) => n + changes[kind].added.length + changes[kind].removed.length,
    0,
  );
}

/** The ids each kind would be saved with: the selected lists' ids, in their order. */
export function selectedIds(selections: RuleSelections): RuleIds {
  const out = {} as Record<SelectableKind, readonly string[]>;
  for (const kind of SELECTABLE_KINDS) out[kind] = selections[kind].selected.map((s) => s.id);
  return out;
}
