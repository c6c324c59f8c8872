import { makeAutoObservable, runInAction } from 'mobx';
import type { RealtimeHubs } from '../../../application/ports/realtime-hubs';
import type { SliderBoardGateway, SliderGroupOrder } from '../../../application/ports/slider-board-gateway';
import type { SliderBoard, SliderBoardGroup, SliderBoardImage } from '../../../domain/content/slider-board';
import { moveImage } from '../../../domain/content/slider-order';
import type { AppError } from '../../../domain/errors/app-error';

/** What the screen shows instead of the groups. */
export type SliderBoardStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded' }
  | { readonly kind: 'error'; readonly error: AppError }
  | { readonly kind: 'forbidden' };

/**
 * The outcome of the last move, read out by the screen: saved; refused because someone else
 * changed the group first (the board now shows their order); or not saved (the moved order stays
 * on screen, to send again or to discard).
 */
export type SliderNotice =
  | {
      readonly kind: 'saved';
      readonly imageId: string;
      readonly groupId: string;
      readonly position: number;
      readonly count: number;
    }
  | { readonly kind: 'stale' }
  | { readonly kind: 'changedElsewhere' }
  | { readonly kind: 'failed'; readonly error: AppError };

/** The board's shape a reader sees: each group's id, version and images in order. */
const shapeOf = (board: SliderBoard): string =>
  JSON.stringify(board.groups.map((g) => [g.id, g.version, g.images.map((i) => [i.id, i.active])]));

/**
 * `/dashboard/slider`: the destination groups with their images in order. A move (by drag, by the
 * earlier / later buttons or the destination menu) shows at once and is saved on the server with
 * the versions the groups were read at; one save at a time.
 */
export class SliderBoardViewModel {
  board: SliderBoard = { groups: [] };
  status: SliderBoardStatus = { kind: 'loading' };
  saving = false;
  notice: SliderNotice | undefined = undefined;
  /** The orders of a save that failed, kept to send again; moves wait until it is sent or discarded. */
  unsaved: readonly SliderGroupOrder[] | undefined = undefined;
  /** An image is being dragged: a change by someone else waits until it is dropped. */
  dragging = false;
  private lastMove: { imageId: string; groupId: string } | undefined = undefined;
  /** Someone else saved while a drag was in progress: read again once it ends without a move. */
  private refreshWaiting = false;
  /** One more at every board taken from a load or a save: a read begun earlier is then dropped. */
  private generation = 0;
  /** The board is read again after a write made here. */
  private rereading = false;

  constructor(
    private readonly gateway: SliderBoardGateway,
    /** The hubs' record event and the record name slider saves carry in it (saves by others). */
    private readonly live?: {
      readonly hubs: Pick<RealtimeHubs, 'onRecordChanged'>;
      readonly records: readonly string[];
    },
  ) {
    makeAutoObservable<this, 'gateway' | 'lastMove' | 'live' | 'refreshWaiting' | 'generation' | 'rereading'>(
      this,
      {
        gateway: false,
        lastMove: false,
        live: false,
        refreshWaiting: false,
        generation: false,
        rereading: false,
      },
      { autoBind: true },
    );
  }

  /** Reads the board again when anyone saves the slider (the hub's record event). Returns the unsubscribe. */
  watch(): () => void {
    const live = this.live;
    if (live === undefined) return () => undefined;
    return live.hubs.onRecordChanged(({ record }) => {
      if (record !== null && live.records.includes(record)) void this.refresh();
    });
  }

  /** A drag began (pointer or keyboard): the board stays as it is under the user's hand. */
  beginDrag(): void {
    this.dragging = true;
  }

  /**
   * The drag ended. A move (`moved`) is saved with the versions read, so a change by someone else
   * meanwhile is caught by the save (409 with their board); without one, a change that came in
   * during the drag is read now.
   */
  endDrag(moved: boolean): void {
    this.dragging = false;
    const waiting = this.refreshWaiting;
    this.refreshWaiting = false;
    if (waiting && !moved) void this.refresh();
  }

  /**
   * A quiet read after a save by someone else (or the link's return): the board as it is now, said
   * in the notice when it differs. Never under a drag, a save or an order left unsaved (sending it
   * again meets their change as a 409 with their board).
   */
  async refresh(): Promise<void> {
    if (this.status.kind !== 'loaded' || this.saving || this.unsaved !== undefined || this.rereading) return;
    if (this.dragging) {
      this.refreshWaiting = true;
      return;
    }
    const generation = this.generation;
    const answer = await this.gateway.read();
    runInAction(() => {
      if (!answer.ok || generation !== this.generation || this.saving || this.unsaved !== undefined) return;
      if (this.rereading) return;
      if (this.dragging) {
        this.refreshWaiting = true;
        return;
      }
      if (shapeOf(answer.value) === shapeOf(this.board)) return;
      this.board = answer.value;
      this.generation += 1;
      this.notice = { kind: 'changedElsewhere' };
    });
  }

  /**
   * An image was added, changed or removed here (the record editor): the board is read again. Its
   * own hub event, arriving meanwhile, is not taken for someone else's change.
   */
  async written(): Promise<void> {
    this.notice = undefined;
    this.rereading = true;
    this.generation += 1;
    await this.load();
    runInAction(() => {
      this.rereading = false;
    });
  }

  /** Whether a move may be made now: the board is read, nothing is being saved or left unsaved. */
  get canMove(): boolean {
    return this.status.kind === 'loaded' && !this.saving && this.unsaved === undefined;
  }

  /** Groups that can be reordered (they have an id and a version from the server). */
  get movableGroups(): readonly SliderBoardGroup[] {
    return this.board.groups.filter((g) => g.version !== undefined);
  }

  groupOf(imageId: string): SliderBoardGroup | undefined {
    return this.board.groups.find((g) => g.images.some((i) => i.id === imageId));
  }

  imageById(imageId: string): SliderBoardImage | undefined {
    return this.groupOf(imageId)?.images.find((i) => i.id === imageId);
  }

  async load(): Promise<void> {
    if (this.status.kind !== 'loaded') this.status = { kind: 'loading' };
    const answer = await this.gateway.read();
    runInAction(() => {
      if (answer.ok) {
        this.board = answer.value;
        this.generation += 1;
        this.status = { kind: 'loaded' };
        this.unsaved = undefined;
      } else if (answer.error.code === 'Forbidden') {
        this.status = { kind: 'forbidden' };
      } else {
        this.status = { kind: 'error', error: answer.error };
      }
    });
  }

  /** One place earlier in its group (towards the start of the reading order). */
  moveEarlier(imageId: string): Promise<void> {
    return this.step(imageId, -1);
  }

  /** One place later in its group. */
  moveLater(imageId: string): Promise<void> {
    return this.step(imageId, 1);
  }

  /** To the end of another destination group. */
  moveToGroup(imageId: string, groupId: string): Promise<void> {
    const target = this.board.groups.find((g) => g.id === groupId);
    return this.move(imageId, groupId, target?.images.length ?? 0);
  }

  private step(imageId: string, by: -1 | 1): Promise<void> {
    const group = this.groupOf(imageId);
    if (group === undefined) return Promise.resolve();
    const index = group.images.findIndex((i) => i.id === imageId);
    const to = index + by;
    if (to < 0 || to >= group.images.length) return Promise.resolve();
    return this.move(imageId, group.id, to);
  }

  /** Moves an image to `toIndex` of `toGroupId` and saves the groups it changed. */
  async move(imageId: string, toGroupId: string, toIndex: number): Promise<void> {
    if (!this.canMove) return;
    const moved = moveImage(this.board.groups, { imageId, toGroupId, toIndex });
    if (moved === undefined) return;
    const changed = moved.groups.filter((g) => moved.changed.includes(g.id));
    if (changed.some((g) => g.version === undefined)) return;
    this.board = { groups: moved.groups };
    this.generation += 1;
    this.lastMove = { imageId, groupId: toGroupId };
    await this.save(
      changed.map((g) => ({ id: g.id, version: g.version as number, imageIds: g.images.map((i) => i.id) })),
    );
  }

  /** Sends the failed save again. */
  retry(): Promise<void> {
    const orders = this.unsaved;
    if (orders === undefined || this.saving) return Promise.resolve();
    return this.save(orders);
  }

  /** Drops the unsaved order and reads the board as the server has it. */
  discard(): Promise<void> {
    this.unsaved = undefined;
    this.notice = undefined;
    return this.load();
  }

  private async save(orders: readonly SliderGroupOrder[]): Promise<void> {
    this.saving = true;
    this.notice = undefined;
    const answer = await this.gateway.saveOrder(orders);
    runInAction(() => {
      this.saving = false;
      this.generation += 1;
      if (answer.ok) {
        this.board = answer.value;
        this.unsaved = undefined;
        this.notice = this.savedNotice();
      } else if (answer.error.code === 'Stale') {
        this.board = answer.error.current;
        this.unsaved = undefined;
        this.notice = { kind: 'stale' };
      } else {
        // The moved order stays on screen: the user sees what was not saved and can send it again.
        this.unsaved = orders;
        this.notice = { kind: 'failed', error: answer.error };
      }
    });
  }

  private savedNotice(): SliderNotice | undefined {
    const last = this.lastMove;
    if (last === undefined) return undefined;
    const group = this.board.groups.find((g) => g.images.some((i) => i.id === last.imageId));
    if (group === undefined) return undefined;
    const position = group.images.findIndex((i) => i.id === last.imageId) + 1;
    return { kind: 'saved', imageId: last.imageId, groupId: group.id, position, count: group.images.length };
  }
}
