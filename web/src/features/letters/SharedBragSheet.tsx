import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Skeleton, Typography } from 'antd';
import { TeacherBragSheetsDocument } from '../../gql/graphql';
import { BragSheetAnswers } from './BragSheetAnswers';
import { FamilyBragItems } from './FamilyBragItems';

/** The same filter as the queue's, so every card reads one query (Apollo sends it once). */
const FILTER = { pageSize: 100 };

/**
 * A queue card's brag sheet: the answers while the student shares them with this teacher, else "Not shared"
 * (the server leaves the sheet null for a teacher unless shared).
 */
export function SharedBragSheet({ requestId, studentName }: { requestId: string; studentName: string }) {
  const { t } = useTranslation('letters');
  const { data, loading, error } = useQuery(TeacherBragSheetsDocument, { variables: { filter: FILTER }, fetchPolicy: 'cache-and-network' });
  const item = data?.recommendationRequests.items.find((r) => r.id === requestId);
  let body;
  if (loading && !data) body = <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  else if (error && !data) body = <Typography.Text type="danger">{t('shared.error')}</Typography.Text>;
  else if (!item?.bragSheetShared || !item.bragSheet) body = <Typography.Text type="secondary">{t('shared.notShared')}</Typography.Text>;
  else body = <BragSheetAnswers sheet={item.bragSheet} label={t('shared.label', { name: studentName })} />;
  return (
    <section aria-label={t('shared.label', { name: studentName })} data-testid={`brag-sheet-${requestId}`}>
      <Typography.Text strong>{t('shared.heading')}</Typography.Text>
      <div>{body}</div>
      <FamilyBragItems items={item?.bragSheetShared ? item.bragSheet?.familyItems : null} />
    </section>
  );
}
