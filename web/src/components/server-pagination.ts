import type { TablePaginationConfig } from 'antd';

/** One page of a list the server pages: which page is shown, how many rows a page has and how many there are. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** The count beside the pager, e.g. "12 users"; none by default. */
  showTotal?: (total: number) => string;
}

/**
 * The table pager of a server-paged list: the page size is the server's (no size changer), and a list that fits
 * on one page shows no pager at all.
 */
export function serverPagination({ page, pageSize, total, onChange, showTotal }: ServerPaging): TablePaginationConfig {
  return { current: page, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, onChange, ...(showTotal ? { showTotal } : {}) };
}
