// Which sidebar entry is highlighted for the page open.
import { describe, expect, it } from '@jest/globals';
import { activeNavPath } from './active-nav-path';

const items = [{ path: '/counselor' }, { path: '/counselor/students' }, { path: '/counselor/students/import' }, { path: '/counselor/tasks' }];

describe('activeNavPath', () => {
  it('highlights an exact match, trailing slashes ignored', () => {
    expect(activeNavPath(items, '/counselor/tasks')).toBe('/counselor/tasks');
    expect(activeNavPath(items, '/counselor/tasks/')).toBe('/counselor/tasks');
    expect(activeNavPath(items, '/counselor')).toBe('/counselor');
  });

  it('highlights the deepest entry a page lies under', () => {
    expect(activeNavPath(items, '/counselor/students/42')).toBe('/counselor/students');
    expect(activeNavPath(items, '/counselor/students/import/preview')).toBe('/counselor/students/import');
  });

  it('matches a role\'s home only exactly, and nothing for a mere prefix of a name', () => {
    expect(activeNavPath(items, '/counselor/colleges')).toBeUndefined();
    expect(activeNavPath(items, '/counselor/tasksboard')).toBeUndefined();
  });
});
