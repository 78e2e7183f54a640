import { useQuery } from '@apollo/client/react';
import { Alert, Col, Flex, Row, Select, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentUser } from '../../app/current-user';
import { DistrictReportsDocument, ReportFiltersDocument } from '../../gql/graphql';
import { ReportCard } from './ReportCard';

/** `/admin/reports` and `/counselor/reports`: every report of the district (admins) or the counselor's schools, filtered. */
export function DistrictDashboardPage() {
  const { t } = useTranslation('reports');
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [classYear, setClassYear] = useState<number | null>(null);
  const filters = useQuery(ReportFiltersDocument, { fetchPolicy: 'cache-and-network' });
  const reports = useQuery(DistrictReportsDocument, { variables: { schoolId, classYear }, fetchPolicy: 'cache-and-network' });
  const f = filters.data?.reportFilters;
  const wholeScope = user?.role === 'admin' ? t('filters.district') : t('filters.allSchools');
  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Flex gap={token.margin} wrap style={{ marginBottom: token.marginLG }}>
        <label>
          <Typography.Text style={{ display: 'block' }}>{t('filters.school')}</Typography.Text>
          <Select data-testid="report-school" style={{ minWidth: 240 }} value={schoolId ?? ''} onChange={(v) => setSchoolId(v || null)}
            options={[{ value: '', label: wholeScope }, ...(f?.schools ?? []).map((s) => ({ value: s.id, label: s.name }))]} />
        </label>
        <label>
          <Typography.Text style={{ display: 'block' }}>{t('filters.classYear')}</Typography.Text>
          <Select data-testid="report-class" style={{ minWidth: 200 }} value={classYear ?? 0} onChange={(v) => setClassYear(v || null)}
            options={[{ value: 0, label: t('filters.allClasses') }, ...(f?.classYears ?? []).map((y) => ({ value: y, label: t('filters.classOf', { year: y }) }))]} />
        </label>
      </Flex>
      {reports.error && !reports.data && <Alert type="error" showIcon message={t('loadFailed')} />}
      {reports.loading && !reports.data && <Skeleton active />}
      <Row gutter={[token.margin, token.margin]}>
        {(reports.data?.reports ?? []).map((r) => (
          // A report of several columns (a past class's five results) takes the row's width: in half of it, the legend
          // covered the bars and the table beside them was cut off.
          <Col key={r.name} xs={24} xl={r.columns.length > 1 ? 24 : 12}><ReportCard report={r} filters={{ schoolId, classYear }} /></Col>
        ))}
      </Row>
    </>
  );
}
