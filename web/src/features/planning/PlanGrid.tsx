import { useTranslation } from 'react-i18next';
import { CloseOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import type { AcademicPlanFieldsFragment, AcademicTerm } from '../../gql/graphql';
import { entryKey, problemsOf, TERMS, type PlanEntry } from './plan-edits';
import { buildPlanGrid, gridTerms } from './plan-grid';

/** A term in words; a term this screen does not know, as the server wrote it. */
const termName = (t: TFunction<'planning'>, term: string) => t(`term.${term}`, { defaultValue: term });

interface PlanGridProps {
  entries: readonly PlanEntry[];
  problems: AcademicPlanFieldsFragment['problems'];
  /** Without these the grid is read-only (the counselor's view, the printed copy). */
  onAdd?: (grade: number, term: AcademicTerm) => void;
  onRemove?: (entry: PlanEntry) => void;
  disabled?: boolean;
}

/** The plan as a table: grades 9–12 down, terms across; each cell its courses, completed ones with their mark. */
export function PlanGrid({ entries, problems, onAdd, onRemove, disabled }: PlanGridProps) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const rows = buildPlanGrid(entries, TERMS);
  const terms = gridTerms(rows);
  const cell = { border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`, padding: token.paddingXS, verticalAlign: 'top' as const };

  return (
    <table className="counsel-plan-grid" aria-label={t('grid.label')} style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, width: 96, textAlign: 'start' }}>{t('grid.gradeColumn')}</th>
          {terms.map((term) => <th key={term} scope="col" style={{ ...cell, textAlign: 'start' }}>{termName(t, term)}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.grade} data-testid={`plan-grade-${row.grade}`}>
            <th scope="row" style={{ ...cell, textAlign: 'start' }}>
              <div>{t('grid.grade', { grade: row.grade })}</div>
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>{row.credits === 1 ? t('grid.gradeCredit') : t('grid.gradeCredits', { credits: row.credits })}</Typography.Text>
            </th>
            {row.cells.map((c) => (
              <td key={c.term} style={cell} data-testid={`plan-cell-${row.grade}-${c.term}`}>
                <Flex vertical gap={token.marginXXS}>
                  {c.entries.length === 0 && !onAdd && <Typography.Text type="secondary">{t('grid.empty')}</Typography.Text>}
                  {c.entries.map((e) => (
                    <EntryLine key={entryKey(e)} entry={e} troubled={problemsOf(problems, e).length > 0}
                      onRemove={onRemove && (() => onRemove(e))} disabled={disabled} />
                  ))}
                  {onAdd && (
                    <Button size="small" type="dashed" icon={<PlusOutlined aria-hidden />} className="counsel-no-print" disabled={disabled}
                      aria-label={t('grid.addLabel', { grade: row.grade, term: termName(t, c.term) })} onClick={() => onAdd(row.grade, c.term as AcademicTerm)}>
                      {t('grid.add')}
                    </Button>
                  )}
                </Flex>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EntryLine({ entry, troubled, onRemove, disabled }: { entry: PlanEntry; troubled: boolean; onRemove?: () => void; disabled?: boolean }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  return (
    <Flex align="start" gap={token.marginXXS} data-testid="plan-entry" data-code={entry.code}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{entry.code}</Typography.Text>{' '}
        <Typography.Text>{entry.title}</Typography.Text>{' '}
        <Typography.Text type="secondary">{t('grid.credits', { credits: entry.credits })}</Typography.Text>
        {entry.state === 'COMPLETED' && (
          <Tag style={{ marginInlineStart: token.marginXXS }}>{entry.mark ? t('grid.mark', { mark: entry.mark }) : t('entryState.COMPLETED')}</Tag>
        )}
        {troubled && (
          <Tooltip title={t('grid.problem')}>
            <WarningOutlined role="img" aria-label={t('grid.problem')} style={{ color: token.colorWarningText, marginInlineStart: token.marginXXS }} />
          </Tooltip>
        )}
      </div>
      {onRemove && (
        <Button size="small" type="text" icon={<CloseOutlined aria-hidden />} className="counsel-no-print" disabled={disabled}
          aria-label={t('grid.remove', { code: entry.code, grade: entry.grade, term: termName(t, entry.term) })} onClick={onRemove} />
      )}
    </Flex>
  );
}
