import type { Navigator } from '../../../src/application/ports/navigator';

/** Records every move, in order. */
export class FakeNavigator implements Navigator {
  readonly moves: (
    | { readonly kind: 'navigate'; readonly path: string }
    | { readonly kind: 'loadPage'; readonly path: string }
    | { readonly kind: 'reload' }
  )[] = [];

  navigate(path: string): void {
    this.moves.push({ kind: 'navigate', path });
  }

  loadPage(path: string): void {
    this.moves.push({ kind: 'loadPage', path });
  }

  reload(): void {
    this.moves.push({ kind: 'reload' });
  }

  get reloads(): number {
    return this.moves.filter((move) => move.kind === 'reload').length;
  }
}
