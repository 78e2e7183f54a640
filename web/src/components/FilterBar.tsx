import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

interface FilterBarProps {
  /** Names the search landmark, e.g. "Filter the audit log". */
  label: string;
  /** Whether any filter is set: only then is there something to clear. */
  filtered: boolean;
  onClear: () => void;
  /** The count at the end of the bar, e.g. "25 entries". */
  summary: string;
  summaryTestId?: string;
  /** The filter controls. */
  children: ReactNode;
}

/** The filters above a list, a Clear filters button while any is set, and how many rows match. */
export function FilterBar({ label, filtered, onClear, summary, summaryTestId, children }: FilterBarProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  return (
    <Flex gap={token.margin} wrap align="center" style={{ marginBottom: token.margin }} role="search" aria-label={label}>
      {children}
      {filtered && <Button onClick={onClear}>{t('filters.clear')}</Button>}
      <Typography.Text type="secondary" style={{ marginLeft: 'auto' }} data-testid={summaryTestId}>
        {summary}
      </Typography.Text>
    </Flex>
  );
}
