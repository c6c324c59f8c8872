interface Run {
  again: boolean;
  done: Promise<void>;
}

/**
 * At most one run of a task per owner at a time, and at most one more after it: a request that
 * comes while a run is in flight asks for one more run instead of a parallel one, and the run in
 * flight learns that its answer is already outdated. A burst of hub events thus costs two calls,
 * not one per event, and the last call always starts after the last event.
 */
export class CoalescedRun {
  private readonly runs = new WeakMap<object, Run>();

  /**
   * Runs `task` for `owner`, or asks the run in flight for one more. `isOutdated` tells the task,
   * after its await, whether another run was asked for meanwhile (its answer then predates that
   * request). Resolves when the owner has no run left.
   */
  run(owner: object, task: (isOutdated: () => boolean) => Promise<void>): Promise<void> {
    const running = this.runs.get(owner);
    if (running !== undefined) {
      running.again = true;
      return running.done;
    }
    const run: Run = { again: false, done: Promise.resolve() };
    this.runs.set(owner, run);
    run.done = (async () => {
      try {
        do {
          run.again = false;
          await task(() => run.again);
        } while (run.again);
      } finally {
        this.runs.delete(owner);
      }
    })();
    return run.done;
  }
}
