import { describe, expect, it } from 'vitest';
import type {
  SliderBoardGateway,
  SliderGroupOrder,
  SliderSaveError,
} from '../../../src/application/ports/slider-board-gateway';
import type { SliderBoard, SliderBoardGroup } from '../../../src/domain/content/slider-board';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
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

const group = (id: string, version: number | undefined, ids: readonly string[]): SliderBoardGroup => ({
  id,
  version,
  name: { en: `Group ${id}`, ku: '', ar: '' },
  images: ids.map(image),
});

const BOARD: SliderBoard = { groups: [group('1', 4, ['a', 'b', 'c']), group('2', 7, ['d'])] };

const order = (vm: SliderBoardViewModel) => vm.board.groups.map((g) => g.images.map((i) => i.id));

/** Reads answer at once; each save waits until the test answers it, recording what was sent. */
class HeldGateway implements SliderBoardGateway {
  reads = 0;
  saves: (readonly SliderGroupOrder[])[] = [];
  private pending: ((answer: Result<SliderBoard, SliderSaveError>) => void)[] = [];

  constructor(private readonly board: Result<SliderBoard, AppError> = ok(BOARD)) {}

  read(): Promise<Result<SliderBoard, AppError>> {
    this.reads++;
    return Promise.resolve(this.board);
  }

  saveOrder(groups: readonly SliderGroupOrder[]): Promise<Result<SliderBoard, SliderSaveError>> {
    this.saves.push(groups);
    return new Promise((resolve) => this.pending.push(resolve));
  }

  answer(index: number, value: Result<SliderBoard, SliderSaveError>): void {
    this.pending[index]?.(value);
  }
}

async function loaded(gateway = new HeldGateway()) {
  const vm = new SliderBoardViewModel(gateway);
  await vm.load();
  return { vm, gateway };
}

describe('the slider board (view-model)', () => {
  it('shows the groups the server sends, in order', async () => {
    const { vm } = await loaded();
    expect(vm.status).toEqual({ kind: 'loaded' });
    expect(order(vm)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('shows a refused read as access denied, and any other failure as an error', async () => {
    const denied = await loaded(new HeldGateway(err(AppErrors.forbidden())));
    expect(denied.vm.status).toEqual({ kind: 'forbidden' });
    const failed = await loaded(new HeldGateway(err(AppErrors.networkFailure())));
    expect(failed.vm.status).toEqual({ kind: 'error', error: AppErrors.networkFailure() });
  });

  it('shows a move later at once and saves the group with the version it was read at', async () => {
    const { vm, gateway } = await loaded();
    const saving = vm.moveLater('a');
    expect(order(vm)).toEqual([['b', 'a', 'c'], ['d']]);
    expect(vm.saving).toBe(true);
    expect(gateway.saves).toEqual([[{ id: '1', version: 4, imageIds: ['b', 'a', 'c'] }]]);
    gateway.answer(0, ok({ groups: [group('1', 5, ['b', 'a', 'c']), group('2', 7, ['d'])] }));
    await saving;
    expect(vm.saving).toBe(false);
    expect(vm.board.groups[0]?.version).toBe(5);
    expect(vm.notice).toEqual({ kind: 'saved', imageId: 'a', groupId: '1', position: 2, count: 3 });
  });

  it('moves an image earlier, and not past the start of its group', async () => {
    const { vm, gateway } = await loaded();
    await vm.moveEarlier('a');
    expect(gateway.saves).toEqual([]);
    const saving = vm.moveEarlier('c');
    expect(order(vm)).toEqual([['a', 'c', 'b'], ['d']]);
    gateway.answer(0, ok({ groups: [group('1', 5, ['a', 'c', 'b']), group('2', 7, ['d'])] }));
    await saving;
  });

  it('moves an image to the end of another destination, saving both groups', async () => {
    const { vm, gateway } = await loaded();
    const saving = vm.moveToGroup('b', '2');
    expect(order(vm)).toEqual([
      ['a', 'c'],
      ['d', 'b'],
    ]);
    expect(gateway.saves).toEqual([
      [
        { id: '1', version: 4, imageIds: ['a', 'c'] },
        { id: '2', version: 7, imageIds: ['d', 'b'] },
      ],
    ]);
    gateway.answer(0, ok({ groups: [group('1', 5, ['a', 'c']), group('2', 8, ['d', 'b'])] }));
    await saving;
    expect(vm.notice).toMatchObject({ kind: 'saved', groupId: '2', position: 2, count: 2 });
  });

  it('makes no second move while one is being saved', async () => {
    const { vm, gateway } = await loaded();
    const saving = vm.moveLater('a');
    await vm.moveLater('b');
    expect(gateway.saves).toHaveLength(1);
    gateway.answer(0, ok({ groups: [group('1', 5, ['b', 'a', 'c']), group('2', 7, ['d'])] }));
    await saving;
  });

  it('shows the current order and says so when someone else changed the group first (stale)', async () => {
    const { vm, gateway } = await loaded();
    const saving = vm.moveLater('a');
    const theirs: SliderBoard = { groups: [group('1', 5, ['c', 'b', 'a']), group('2', 7, ['d'])] };
    gateway.answer(0, err({ code: 'Stale', current: theirs }));
    await saving;
    expect(order(vm)).toEqual([['c', 'b', 'a'], ['d']]);
    expect(vm.notice).toEqual({ kind: 'stale' });
    expect(vm.canMove).toBe(true);
  });

  it('keeps the moved order on screen when the save fails, says so, and sends it again on retry', async () => {
    const { vm, gateway } = await loaded();
    const saving = vm.moveLater('a');
    gateway.answer(0, err(AppErrors.networkFailure()));
    await saving;
    expect(order(vm)).toEqual([['b', 'a', 'c'], ['d']]);
    expect(vm.notice).toEqual({ kind: 'failed', error: AppErrors.networkFailure() });
    expect(vm.canMove).toBe(false);
    const again = vm.retry();
    expect(gateway.saves[1]).toEqual(gateway.saves[0]);
    gateway.answer(1, ok({ groups: [group('1', 5, ['b', 'a', 'c']), group('2', 7, ['d'])] }));
    await again;
    expect(vm.notice).toMatchObject({ kind: 'saved' });
    expect(vm.canMove).toBe(true);
  });

  it('reads the server order again when the failed change is discarded', async () => {
    const { vm, gateway } = await loaded();
    const saving = vm.moveLater('a');
    gateway.answer(0, err(AppErrors.serverError(500, {})));
    await saving;
    await vm.discard();
    expect(gateway.reads).toBe(2);
    expect(order(vm)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(vm.notice).toBeUndefined();
  });

  it('does not reorder a group the server sent without a version', async () => {
    const gateway = new HeldGateway(ok({ groups: [group('x', undefined, ['a', 'b'])] }));
    const { vm } = await loaded(gateway);
    await vm.moveLater('a');
    expect(order(vm)).toEqual([['a', 'b']]);
    expect(gateway.saves).toEqual([]);
  });
});
