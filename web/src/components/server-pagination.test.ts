import { describe, expect, it } from '@jest/globals';
import { serverPagination } from './server-pagination';

describe('serverPagination', () => {
  const onChange = (_page: number) => undefined;

  it('shows the server page, without a size changer and without a pager for a single page', () => {
    expect(serverPagination({ page: 3, pageSize: 25, total: 80, onChange })).toEqual({
      current: 3, pageSize: 25, total: 80, showSizeChanger: false, hideOnSinglePage: true, onChange,
    });
  });

  it('adds the count beside the pager only when asked', () => {
    const showTotal = (total: number) => `${total} users`;
    expect(serverPagination({ page: 1, pageSize: 20, total: 5, onChange, showTotal }).showTotal).toBe(showTotal);
    expect('showTotal' in serverPagination({ page: 1, pageSize: 20, total: 5, onChange })).toBe(false);
  });
});
