import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { formatDateTime } from '../../app/date-format';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { BragSheetDocument } from '../../gql/graphql';
import { BragSheetAnswers } from './BragSheetAnswers';
import { FamilyBragItems } from './FamilyBragItems';
import { answeredCount } from './brag-sheet-rules';

/** Staff of the student's school read the student's brag sheet (read-only; only the student writes it). */
export function StudentBragSheetCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation('letters');
  const { data, loading, error, refetch } = useQuery(BragSheetDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const sheet = data?.bragSheet;
  let body;
  if (loading && !data) body = <div role="status" aria-busy="true" aria-label={t('studentSheet.loading')}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (error || !sheet) body = <LoadErrorResult title={t('studentSheet.loadError')} onRetry={() => void refetch()} />;
  else if (answeredCount(sheet.items) === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studentSheet.empty')} />;
  else {
    body = (
      <>
        {sheet.updatedAt && (
          <Typography.Paragraph type="secondary">{t('studentSheet.lastSaved')} <time dateTime={sheet.updatedAt}>{formatDateTime(sheet.updatedAt)}</time></Typography.Paragraph>
        )}
        <BragSheetAnswers sheet={sheet} label={t('studentSheet.label')} />
      </>
    );
  }
  return <Card title={t('studentSheet.title')} data-testid="student-brag-sheet">{body}<FamilyBragItems items={sheet?.familyItems} /></Card>;
}
