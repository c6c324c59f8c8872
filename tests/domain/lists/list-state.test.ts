import { describe, it, expect } from 'vitest';
import { AppErrors } from '../../../src/domain/errors/app-error';
import {
  initialListState,
  listFlags,
  type ListFlags,
  type ListStatus,
} from '../../../src/domain/lists/list-state';

describe('the flags of a list', () => {
  it.each<[string, ListStatus, ListFlags]>([
    ['loading', { kind: 'loading' }, { loading: true, error: false, forbidden: false }],
    ['loaded', { kind: 'loaded' }, { loading: false, error: false, forbidden: false }],
    [
      'error',
      { kind: 'error', failure: AppErrors.networkFailure() },
      { loading: false, error: true, forbidden: false },
    ],
    [
      'empty result',
      { kind: 'error', failure: { code: 'EmptyResult' } },
      { loading: false, error: true, forbidden: false },
    ],
    ['forbidden', { kind: 'forbidden' }, { loading: false, error: true, forbidden: true }],
  ])('%s', (_name, status, flags) => {
    expect(listFlags(status)).toStrictEqual(flags);
  });

  it('starts in loading, empty, with no search', () => {
    expect(initialListState()).toStrictEqual({
      status: { kind: 'loading' },
      items: [],
      filtered: [],
      query: '',
    });
  });
});
