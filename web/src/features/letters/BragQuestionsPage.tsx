import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Card, Empty, Form, Select, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { LoadErrorResult } from '../../components/LoadErrorResult';
import { PageHeading } from '../../components/PageHeading';
import { BragSheetSchoolsDocument } from '../../gql/graphql';
import { BragQuestionsEditor } from './BragQuestionsEditor';

/** `/counselor/brag-sheet-questions` (and the admin's): a school's brag sheet questions, for its counselors and admins. */
export function BragQuestionsPage() {
  const { t } = useTranslation('letters');
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useQuery(BragSheetSchoolsDocument, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | null>(null);
  const heading = <PageHeading title={t('questions.title')} subtitle={t('questions.subtitle')} />;

  if (loading && !data) return <>{heading}<div role="status" aria-busy="true" aria-label={t('questions.loadingSchools')}><Card><Skeleton active /></Card></div></>;
  if (error && !data) return <>{heading}<LoadErrorResult title={t('questions.schoolsError')} onRetry={() => void refetch()} /></>;
  const schools = data?.schools ?? [];
  if (schools.length === 0) return <>{heading}<Card><Empty description={t('questions.noSchool')} /></Card></>;
  const school = schools.find((s) => s.id === chosen) ?? schools[0]!;

  return (
    <>
      {heading}
      <Card>
        {schools.length > 1 && (
          <Form layout="vertical" style={{ maxWidth: 420 }}>
            <Form.Item label={t('questions.school')} htmlFor="brag-questions-school">
              <Select id="brag-questions-school" value={school.id} onChange={setChosen} virtual={false}
                options={schools.map((s) => ({ value: s.id, label: s.name }))} />
            </Form.Item>
          </Form>
        )}
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}>{school.name}</Typography.Title>
        <BragQuestionsEditor key={school.id} schoolId={school.id} schoolName={school.name} />
      </Card>
    </>
  );
}
