import { describe, expect, it } from 'vitest';
import { AppErrors, type AppError } from '../../../src/domain/errors/app-error';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { Remote } from '../../../src/ui/site/remote';

/** A read answering the queued results in turn, each when the test lets it go. */
function reads<T>() {
  const waiting: ((result: Result<T, AppError>) => void)[] = [];
  const read = () => new Promise<Result<T, AppError>>((resolve) => waiting.push(resolve));
  const answer = (result: Result<T, AppError>) => waiting.shift()?.(result);
  /** Answers the read asked second with `second` first, then the first with `first`. */
  const answerOutOfOrder = (first: Result<T, AppError>, second: Result<T, AppError>) => {
    const [a, b] = waiting.splice(0, 2);
    b?.(second);
    a?.(first);
  };
  return { read, answer, answerOutOfOrder };
}

describe('a site read refreshed in the background (the complaints a patient follows)', () => {
  it('keeps showing the last answer while it reads again, then shows the new one', async () => {
    const { read, answer } = reads<string[]>();
    const remote = new Remote(read);
    const first = remote.load();
    answer(ok(['New']));
    await first;
    const again = remote.refresh();
    expect(remote.status).toEqual({ kind: 'loaded', value: ['New'] });
    answer(ok(['Resolved']));
    await again;
    expect(remote.value).toEqual(['Resolved']);
  });

  it('keeps the last answer when the re-read fails', async () => {
    const { read, answer } = reads<string[]>();
    const remote = new Remote(read);
    const first = remote.load();
    answer(ok(['New']));
    await first;
    const again = remote.refresh();
    answer(err(AppErrors.networkFailure()));
    await again;
    expect(remote.status).toEqual({ kind: 'loaded', value: ['New'] });
  });

  it('is a plain load before a first answer, and an older re-read never overwrites a newer one', async () => {
    const { read, answer, answerOutOfOrder } = reads<string>();
    const remote = new Remote(read);
    const loading = remote.refresh();
    expect(remote.status).toEqual({ kind: 'loading' });
    answer(ok('a'));
    await loading;
    const older = remote.refresh();
    const newer = remote.refresh();
    // The newer answer arrives first; the older one, arriving after, is not shown.
    answerOutOfOrder(ok('old'), ok('new'));
    await Promise.all([older, newer]);
    expect(remote.value).toBe('new');
  });
});
