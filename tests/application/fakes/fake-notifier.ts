import type { Notice, Notifier } from '../../../src/application/ports/notifier';

/** Keeps every notice shown, in order. */
export class FakeNotifier implements Notifier {
  readonly notices: Notice[] = [];

  notify(notice: Notice): void {
    this.notices.push(notice);
  }
}
