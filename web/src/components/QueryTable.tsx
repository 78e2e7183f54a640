import { Table, type TableProps } from 'antd';
import { LoadErrorAlert, type LoadErrorProps } from './LoadErrorAlert';
import { ScrollRegion } from './ScrollRegion';
import { serverPagination, type ServerPaging } from './server-pagination';

interface QueryTableProps<Row extends { id: string }> extends Omit<TableProps<Row>, 'rowKey' | 'pagination'> {
  /** Names the horizontally scrolling region around the table. */
  regionLabel: string;
  /** Shown instead of the table while the rows could not be loaded. */
  error: LoadErrorProps | null;
  /** The server's paging; none: every row at once. */
  paging?: ServerPaging;
}

/** The rows of a query as a table (keyed by id) that scrolls sideways on narrow screens, or what failed with a retry. */
export function QueryTable<Row extends { id: string }>({ regionLabel, error, paging, ...table }: QueryTableProps<Row>) {
  if (error) return <LoadErrorAlert {...error} />;
  return (
    <ScrollRegion label={regionLabel}>
      <Table<Row> rowKey="id" pagination={paging ? serverPagination(paging) : false} {...table} />
    </ScrollRegion>
  );
}
