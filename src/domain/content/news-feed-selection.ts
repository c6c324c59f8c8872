/** The four kinds of things a news-feed generation rule can select. */
export const SelectableKind = {
  Doctors: 'doctors',
  Centers: 'centers',
  Videos: 'videos',
  Instructions: 'instructions',
} as const;

export type SelectableKind = (typeof SelectableKind)[keyof typeof SelectableKind];

/** A doctor, center, video or instruction offered for selection. Ids are compared as strings. */
export interface Selectable {
  readonly id: string;
  readonly name: string;
}

/** What the user changed relative to the selection the rule was loaded with. */
export interface SelectionDiff {
  readonly added: readonly Selectable[];
  readonly removed: readonly Selectable[];
}

/**
 * The selectables whose id is in `ids`, in the selectables' order; ids that match no selectable are
 * ignored. Used twice on load: once for the selected list and once for the old-selected list it is
 * compared with.
 */
export function preselect(selectables: readonly Selectable[], ids: readonly string[]): Selectable[] {
  const wanted = new Set(ids);
  return selectables.filter((item) => wanted.has(item.id));
}

/** The selection of a rule as loaded: `selected` is edited, `oldSelected` kept to diff against. */
export interface RuleSelection {
  readonly selected: readonly Selectable[];
  readonly oldSelected: readonly Selectable[];
}

/** Both lists pre-filled from the rule's ids, as two separate arrays. */
export function initialSelection(selectables: readonly Selectable[], ids: readonly string[]): RuleSelection {
  const selected = preselect(selectables, ids);
  return { selected, oldSelected: selected.slice() };
}

/**
 * Selects an item that is not selected (appending it, as the user ticked it last) or deselects one
 * that is (by id). Never mutates the list given.
 */
export function toggleSelection(selected: readonly Selectable[], item: Selectable): Selectable[] {
  const kept = selected.filter((s) => s.id !== item.id);
  return kept.length === selected.length ? [...selected, item] : kept;
}

/**
 * The change from `oldSelected` to `selected`, by id: `added` holds what is selected now and was
 * not before (in `selected` order), `removed` what was selected before and is not now (in
 * `oldSelected` order).
 */
export function selectionDiff(
  oldSelected: readonly Selectable[],
  selected: readonly Selectable[],
): SelectionDiff {
  const before = new Set(oldSelected.map((s) => s.id));
  const now = new Set(selected.map((s) => s.id));
  return {
    added: selected.filter((s) => !before.has(s.id)),
    removed: oldSelected.filter((s) => !now.has(s.id)),
  };
}
