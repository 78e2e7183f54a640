import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, List, Skeleton, Typography } from 'antd';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { MySchoolDocumentsDocument } from '../../gql/graphql';
import { StateTag } from '../counseling/packet/SchoolDocumentRows';

/** "Your school documents": where each of the counselor's documents stands. The service gives a student states only. */
export function StudentSchoolDocumentsCard({ studentId }: { studentId: string }) {
  // counselor names the documents (the staff's packet card names them the same way).
  const { t } = useTranslation(['letters', 'counselor']);
  const { data, loading, error, refetch } = useQuery(MySchoolDocumentsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  let body;
  if (loading && !data) body = <div role="status" aria-busy="true" aria-label={t('schoolDocs.loading')}><Skeleton active paragraph={{ rows: 3 }} /></div>;
  else if (error && !data) body = <LoadErrorAlert title={t('schoolDocs.loadError')} onRetry={() => void refetch()} />;
  else {
    body = (
      <List
        size="small"
        aria-label={t('schoolDocs.title')}
        dataSource={data?.schoolDocuments ?? []}
        renderItem={(d) => (
          <List.Item>
            <span>{t(`counselor:documents.kinds.${d.kind}`)}</span>
            <StateTag state={d.state} />
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card style={{ marginTop: 16 }}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>{t('schoolDocs.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('schoolDocs.intro')}
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
