import type { Sound } from '../../../src/application/ports/sound';

/** Counts the alerts played. */
export class FakeSound implements Sound {
  plays = 0;

  playAlert(): void {
    this.plays++;
  }
}
