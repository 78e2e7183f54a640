import { Typography } from 'antd';

/**
 * A table's empty text in the theme's secondary colour: antd's own placeholder grey (in a horizontally scrolling
 * table) reads 1.83:1, below WCAG AA.
 */
export function EmptyText({ children }: { children: string }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
