import { beforeAll, describe, expect, it } from '@jest/globals';
import { loadGlobalCatalogs } from '../../test-support/catalog-t';
import { historyAction, latestComment, newestFirst } from './plan-history';

beforeAll(() => loadGlobalCatalogs('en', ['planning']));

describe('latestComment', () => {
  it('finds the newest comment, none in an empty list', () => {
    const c = (id: string, createdAt: string) => ({ id, authorName: 'Ms. Núñez', text: id, createdAt });
    expect(latestComment([c('a', '2026-11-02T10:00:00Z'), c('b', '2026-11-03T09:00:00Z'), c('c', '2026-11-01T00:00:00Z')])?.id).toBe('b');
    expect(latestComment([])).toBeNull();
  });
});

describe('newestFirst / historyAction', () => {
  it('orders the history newest first and names each action', () => {
    const lines = [{ at: '2026-11-01', action: 'saved' }, { at: '2026-11-03', action: 'returned' }, { at: '2026-11-02', action: 'moved' }];
    expect(newestFirst(lines).map(historyAction)).toEqual(['Returned', 'moved', 'Saved']);
  });
});
