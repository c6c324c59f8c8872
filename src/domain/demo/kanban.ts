/** The demo board's four columns, in order. */
export const KanbanColumn = {
  New: 'New',
  Active: 'Active',
  Resolved: 'Resolved',
  Closed: 'Closed',
} as const;

export type KanbanColumn = (typeof KanbanColumn)[keyof typeof KanbanColumn];

export const KANBAN_COLUMNS: readonly KanbanColumn[] = Object.values(KanbanColumn);

export const KanbanPriority = {
  Low: 'low',
  Medium: 'medium',
  High: 'high',
} as const;

export type KanbanPriority = (typeof KanbanPriority)[keyof typeof KanbanPriority];

export interface KanbanItem {
  /** A four-digit number, as text. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly priority: KanbanPriority;
  readonly column: KanbanColumn;
  readonly dueDate: string;
}

/** A four-digit id (1000 to 9999) from `random` in [0, 1), not one of `taken`: the next one up if it is. */
export function newItemId(random: number, taken: ReadonlySet<string>): string {
  const start = 1000 + Math.floor(random * 9000);
  for (let step = 0; step < 9000; step += 1) {
    const id = String(1000 + ((start - 1000 + step) % 9000));
    if (!taken.has(id)) return id;
  }
  throw new Error('Every four-digit id is taken');
}

/**
 * The board with the item moved to `column` at `index` of that column's items (clamped), every
 * other item keeping its column and order.
 */
export function moveItem(
  items: readonly KanbanItem[],
  id: string,
  column: KanbanColumn,
  index: number,
): KanbanItem[] {
  const moving = items.find((item) => item.id === id);
  if (moving === undefined) return [...items];
  const rest = items.filter((item) => item.id !== id);
  const inColumn = rest.filter((item) => item.column === column);
  const at = Math.max(0, Math.min(index, inColumn.length));
  const moved = { ...moving, column };
  if (at === inColumn.length) {
    const last = inColumn.at(-1);
    const after = last === undefined ? rest.length : rest.indexOf(last) + 1;
    return [...rest.slice(0, after), moved, ...rest.slice(after)];
  }
  const before = rest.indexOf(inColumn[at] as KanbanItem);
  return [...rest.slice(0, before), moved, ...rest.slice(before)];
}

/** The items of one column, in board order. */
export const columnItems = (items: readonly KanbanItem[], column: KanbanColumn): KanbanItem[] =>
  items.filter((item) => item.column === column);
