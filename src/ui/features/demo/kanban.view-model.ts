import { makeAutoObservable, runInAction } from 'mobx';
import type { DemoBoard, DemoKanbanPort, NewKanbanItem } from '../../../application/demo/demo-ports';
import { columnItems, KANBAN_COLUMNS, type KanbanColumn, type KanbanItem } from '../../../domain/demo/kanban';
import { LOADED, LOADING, type DemoLoad } from './demo-load';

/** The demo kanban board: its columns and items, moved by drag and drop or by the keyboard. */
export class KanbanViewModel {
  board: DemoBoard = { columns: KANBAN_COLUMNS, items: [] };
  status: DemoLoad = LOADING;

  constructor(private readonly kanban: DemoKanbanPort) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  itemsOf(column: KanbanColumn): KanbanItem[] {
    return columnItems(this.board.items, column);
  }

  private take(answer: Awaited<ReturnType<DemoKanbanPort['board']>>): void {
    if (!answer.ok) {
      this.status = { kind: 'error', error: answer.error };
      return;
    }
    this.board = answer.value;
    this.status = LOADED;
  }

  async load(): Promise<void> {
    const answer = await this.kanban.board();
    runInAction(() => this.take(answer));
  }

  async move(id: string, column: KanbanColumn, index: number): Promise<void> {
    const answer = await this.kanban.moveItem(id, column, index);
    runInAction(() => this.take(answer));
  }

  /** The keyboard's move: a column to the side (`-1` or `1`), or a place up or down in its column. */
  async step(id: string, direction: 'previous' | 'next' | 'up' | 'down'): Promise<void> {
    const item = this.board.items.find((candidate) => candidate.id === id);
    if (item === undefined) return;
    const columns = this.board.columns;
    const at = columns.indexOf(item.column);
    const index = this.itemsOf(item.column).findIndex((candidate) => candidate.id === id);
    if (direction === 'previous' || direction === 'next') {
      const target = columns[at + (direction === 'next' ? 1 : -1)];
      if (target === undefined) return;
      await this.move(id, target, Math.min(index, this.itemsOf(target).length));
      return;
    }
    const place = index + (direction === 'down' ? 1 : -1);
    if (place < 0 || place >= this.itemsOf(item.column).length) return;
    await this.move(id, item.column, place);
  }

  async add(item: NewKanbanItem): Promise<void> {
    const answer = await this.kanban.addItem(item);
    runInAction(() => this.take(answer));
  }

  async remove(id: string): Promise<void> {
    const answer = await this.kanban.deleteItem(id);
    runInAction(() => this.take(answer));
  }
}
