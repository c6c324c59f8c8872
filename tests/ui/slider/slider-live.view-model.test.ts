import { describe, expect, it } from 'vitest';
import type { RecordChanged } from '../../../src/application/ports/realtime-hubs';
import type {
  SliderBoardGateway,
  SliderGroupOrder,
  SliderSaveError,
} from '../../../src/application/ports/slider-board-gateway';
import type { SliderBoard, SliderBoardGroup } from '../../../src/domain/content/slider-board';
import type { AppError } from '../../../src/domain/errors/app-error';
import { AppErrors } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { SliderBoardViewModel } from '../../../src/ui/features/slider/slider-board.view-model';

const image = (id: string) => ({
  id,
  imageUrl: `https://example.org/${id}.png`,
  destination: 'Home Page',
  placement: 0,
  title: { en: `Slide ${id}`, ku: '', ar: '' },
  active: true,
});
const group = (id: string, version: number, ids: readonly string[]): SliderBoardGroup => ({
  id,
  version,
  name: { en: `Group ${id}`, ku: '', ar: '' },
  images: ids.map(image),
});
const board = (first: readonly string[], version = 1): SliderBoard => ({
  groups: [group('1', version, first), group('2', 1, ['d', 'e'])],
});

/** The server's board, which "another browser" changes; saves wait until the test answers them. */
class ServerBoard implements SliderBoardGateway {
  now: Result<SliderBoard, AppError> = ok(board(['a', 'b', 'c']));
  reads = 0;
  private pending: ((answer: Result<SliderBoard, SliderSaveError>) => void)[] = [];

  read(): Promise<Result<SliderBoard, AppError>> {
    this.reads++;
    return Promise.resolve(this.now);
  }

  saveOrder(_groups: readonly SliderGroupOrder[]): Promise<Result<SliderBoard, SliderSaveError>> {
    return new Promise((resolve) => this.pending.push(resolve));
  }

  answer(value: Result<SliderBoard, SliderSaveError>): void {
    this.pending.shift()?.(value);
  }
}

/** The hubs' record event, sent by the test. */
class Hubs {
  private listener: ((event: RecordChanged) => void) | undefined;
  onRecordChanged(listener: (event: RecordChanged) => void) {
    this.listener = listener;
    return () => {
      this.listener = undefined;
    };
  }
  send(record: string): void {
    this.listener?.({ record });
  }
}

const order = (vm: SliderBoardViewModel) => vm.board.groups.map((g) => g.images.map((i) => i.id));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function open() {
  const server = new ServerBoard();
  const hubs = new Hubs();
  const vm = new SliderBoardViewModel(server, { hubs, records: ['sliderOrder'] });
  await vm.load();
  const stop = vm.watch();
  return { server, hubs, vm, stop };
}

describe('the slider board when someone else saves an order', () => {
  it('reads the board again and says it changed', async () => {
    const { server, hubs, vm } = await open();
    server.now = ok(board(['c', 'a', 'b'], 2));
    hubs.send('sliderOrder');
    await settle();
    expect(order(vm)[0]).toEqual(['c', 'a', 'b']);
    expect(vm.notice).toEqual({ kind: 'changedElsewhere' });
  });

  it('ignores the events of other records, and says nothing when the board read is the one shown', async () => {
    const { server, hubs, vm } = await open();
    hubs.send('news');
    await settle();
    expect(server.reads).toBe(1);
    hubs.send('sliderOrder');
    await settle();
    expect(server.reads).toBe(2);
    expect(vm.notice).toBeUndefined();
  });

  it('keeps the board still while an image is dragged, and reads it once the drag ends without a move', async () => {
    const { server, hubs, vm } = await open();
    vm.beginDrag();
    server.now = ok(board(['b', 'c', 'a'], 2));
    hubs.send('sliderOrder');
    await settle();
    expect(order(vm)[0]).toEqual(['a', 'b', 'c']);
    vm.endDrag(false);
    await settle();
    expect(order(vm)[0]).toEqual(['b', 'c', 'a']);
  });

  it('does not read after a drag that ends in a move: the save answers with the board as it is now', async () => {
    const { server, hubs, vm } = await open();
    vm.beginDrag();
    hubs.send('sliderOrder');
    await settle();
    vm.endDrag(true);
    const saving = vm.move('a', '1', 2);
    await settle();
    expect(server.reads).toBe(1);
    server.answer(err({ code: 'Stale', current: board(['c', 'b', 'a'], 3) }));
    await saving;
    expect(order(vm)[0]).toEqual(['c', 'b', 'a']);
    expect(vm.notice).toEqual({ kind: 'stale' });
  });

  it('leaves an order that failed to save on screen, to send again or discard', async () => {
    const { server, hubs, vm } = await open();
    const saving = vm.move('a', '1', 1);
    server.answer(err(AppErrors.networkFailure()));
    await saving;
    expect(order(vm)[0]).toEqual(['b', 'a', 'c']);
    server.now = ok(board(['c', 'b', 'a'], 2));
    hubs.send('sliderOrder');
    await settle();
    expect(order(vm)[0]).toEqual(['b', 'a', 'c']);
    expect(vm.unsaved).toBeDefined();
  });

  it('drops a read begun before a save once the save has answered', async () => {
    const { server, hubs, vm } = await open();
    let release: (value: Result<SliderBoard, AppError>) => void = () => undefined;
    server.read = () => new Promise((resolve) => (release = resolve));
    hubs.send('sliderOrder');
    const saving = vm.move('a', '1', 1);
    server.answer(ok(board(['b', 'a', 'c'], 2)));
    await saving;
    release(ok(board(['a', 'b', 'c'], 1)));
    await settle();
    expect(order(vm)[0]).toEqual(['b', 'a', 'c']);
  });

  it('stops listening when unsubscribed', async () => {
    const { server, hubs, stop } = await open();
    stop();
    hubs.send('sliderOrder');
    await settle();
    expect(server.reads).toBe(1);
  });
});

describe('the slider board after an image is written here', () => {
  it('shows the added image without calling it a change by someone else, even when a read its own event starts answers first', async () => {
    const server = new ServerBoard();
    const hubs = new Hubs();
    const vm = new SliderBoardViewModel(server, { hubs, records: ['sliderOrder', 'carouselImages'] });
    await vm.load();
    vm.watch();
    // From now on each read waits until the test answers it, in the order the test chooses.
    const waiting: ((answer: Result<SliderBoard, AppError>) => void)[] = [];
    server.read = () => new Promise((resolve) => waiting.push(resolve));
    const rereading = vm.written();
    hubs.send('carouselImages');
    await settle();
    const added = ok(board(['a', 'b', 'c', 'n']));
    // The event's read (if one was made) answers before the board's own read again.
    for (const answer of [...waiting].reverse()) answer(added);
    await rereading;
    await settle();
    expect(order(vm)[0]).toEqual(['a', 'b', 'c', 'n']);
    expect(vm.notice).toBeUndefined();
  });

  it('takes an image written in another browser as a change by someone else', async () => {
    const server = new ServerBoard();
    const hubs = new Hubs();
    const vm = new SliderBoardViewModel(server, { hubs, records: ['sliderOrder', 'carouselImages'] });
    await vm.load();
    vm.watch();
    server.now = ok(board(['a', 'c']));
    hubs.send('carouselImages');
    await settle();
    expect(order(vm)[0]).toEqual(['a', 'c']);
    expect(vm.notice).toEqual({ kind: 'changedElsewhere' });
  });
});
