import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CoalescedRun } from '../../../src/application/shared/coalesced-run';

describe('coalesced runs', () => {
  it('never runs two tasks of one owner at once, and the last run starts after the last request', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 8 }), async (s, requests) => {
        const runs = new CoalescedRun();
        const owner = {};
        let running = 0;
        let overlap = false;
        let lastRequest = 0;
        let lastRunStart = 0;
        let clock = 0;
        const task = async () => {
          running++;
          overlap ||= running > 1;
          lastRunStart = ++clock;
          await s.schedule(Promise.resolve());
          running--;
        };
        const asked = Array.from({ length: requests }, () =>
          s.schedule(Promise.resolve()).then(() => {
            lastRequest = ++clock;
            return runs.run(owner, task);
          }),
        );
        await s.waitIdle();
        await Promise.all(asked);
        expect(overlap).toBe(false);
        expect(lastRunStart).toBeGreaterThan(lastRequest);
      }),
    );
  });

  it('tells a run that a newer request came while it was in flight', async () => {
    const runs = new CoalescedRun();
    const owner = {};
    const outdated: boolean[] = [];
    let release: () => void = () => {};
    const first = runs.run(owner, async (isOutdated) => {
      if (outdated.length === 0) await new Promise<void>((resolve) => (release = resolve));
      outdated.push(isOutdated());
    });
    const second = runs.run(owner, async () => {});
    release();
    await Promise.all([first, second]);
    expect(outdated).toEqual([true, false]);
  });

  it('owners do not wait for each other', async () => {
    const runs = new CoalescedRun();
    const started: string[] = [];
    await Promise.all(['a', 'b'].map((name) => runs.run({ name }, async () => void started.push(name))));
    expect(started).toEqual(['a', 'b']);
  });
});
