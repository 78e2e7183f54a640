import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Skeleton } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { MyDocumentsOwnerDocument } from '../../gql/graphql';
import { StudentDocumentsCard } from './components/StudentDocumentsCard';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { CreateProfilePrompt } from '../students/components/CreateProfilePrompt';

/** `/student/documents`: the student's documents on a screen of their own. */
export function StudentDocumentsPage() {
  const { t } = useTranslation(['documents', 'students']);
  const { data, loading, error, refetch } = useQuery(MyDocumentsOwnerDocument, { fetchPolicy: 'cache-and-network' });
  const heading = <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />;
  let body;
  if (loading && !data) body = <Card role="status" aria-busy="true" aria-label={t('page.loading')}><Skeleton active paragraph={{ rows: 3 }} /></Card>;
  else if (error && !data) {
    body = <LoadErrorResult title={t('page.loadError')} onRetry={() => void refetch()} />;
  } else if (!data?.myStudent) {
    body = (
      <CreateProfilePrompt description={t('students:dashboard.noProfile')} />
    );
  } else body = <StudentDocumentsCard studentId={data.myStudent.id} />;
  return <>{heading}{body}</>;
}
