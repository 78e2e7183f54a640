import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Form, Select, Statistic, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { PageHeading } from '../../components/PageHeading';
import { ScrollRegion } from '../../components/ScrollRegion';
import { ApplyOutcomeImportDocument, OutcomeSchoolsDocument, StartOutcomeImportDocument, type OutcomeImportReportFragment } from '../../gql/graphql';
import { outcomeImportReasonText } from './import-reason-text';

type Rejected = OutcomeImportReportFragment['rejected'][number];

/** `/admin/outcomes` and `/counselor/outcomes`: past classes' outcomes from a CSV file, checked first, then applied. */
export function OutcomeImportPage() {
  const { t } = useTranslation('outcomes');
  const { t: common } = useTranslation();
  const { token } = theme.useToken();
  const toast = useToast();
  const schools = useQuery(OutcomeSchoolsDocument);
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<OutcomeImportReportFragment | null>(null);
  const [accept, setAccept] = useState(false);
  const [start, starting] = useMutation(StartOutcomeImportDocument);
  const [apply, applying] = useMutation(ApplyOutcomeImportDocument);
  const options = (schools.data?.schools ?? []).map((s) => ({ value: s.id, label: s.name }));
  const school = schoolId ?? (options.length === 1 ? options[0].value : null);

  async function check() {
    if (!file || !school) { toast.error(t('import.noFile')); return; }
    try {
      const { data } = await start({ variables: { schoolId: school, content: await file.text(), fileName: file.name } });
      setReport(data?.startOutcomeImport ?? null);
      setAccept(false);
    } catch (error) {
      toast.error(t('import.failed'), graphqlMessage(error) ?? common('errors.tryAgain'));
    }
  }

  async function applyReport() {
    if (!report) return;
    try {
      const { data } = await apply({ variables: { id: report.id, acceptRejections: accept } });
      setReport(data?.applyOutcomeImport ?? report);
      toast.success(t('import.applied'), t('import.appliedDetail', { count: report.accepted }));
    } catch (error) {
      toast.error(t('import.applyFailed'), graphqlMessage(error) ?? common('errors.tryAgain'));
    }
  }

  const rejected = report?.rejected ?? [];
  return (
    <>
      <PageHeading title={t('import.title')} subtitle={t('import.subtitle')} />
      <Card data-testid="outcome-import">
        {!report ? (
          <Form layout="vertical" onFinish={() => void check()}>
            <Form.Item label={t('import.school')} htmlFor="outcome-import-school">
              <Select id="outcome-import-school" value={school ?? undefined} onChange={setSchoolId} options={options} loading={schools.loading}
                placeholder={t('import.chooseSchool')} style={{ maxWidth: 360 }} />
            </Form.Item>
            <Form.Item label={t('import.file')} htmlFor="outcome-import-file">
              <input id="outcome-import-file" type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={starting.loading}>{starting.loading ? t('import.checking') : t('import.check')}</Button>
          </Form>
        ) : (
          <Flex vertical gap={token.margin}>
            <Typography.Text strong>{t('import.preview', { file: report.fileName ?? '' })}</Typography.Text>
            <Flex gap={token.marginXL} wrap data-testid="outcome-import-counts">
              <Statistic title={t('import.accepted', { count: report.accepted })} value={report.accepted} />
              <Statistic title={t('import.rejected', { count: rejected.length })} value={rejected.length} />
            </Flex>
            {report.classYears.length > 0 && <Typography.Text>{t('import.classes', { years: report.classYears.join(', ') })}</Typography.Text>}
            {rejected.length > 0 && (
              <ScrollRegion label={t('import.rejected', { count: rejected.length })}>
                <Table<Rejected> size="small" rowKey={(r) => `${r.line}:${r.reason}`} dataSource={rejected} pagination={rejected.length > 10 ? { pageSize: 10 } : false}
                  columns={[{ title: t('import.line'), dataIndex: 'line', width: 80 }, { title: t('import.reason'), key: 'reason', render: (_, r) => outcomeImportReasonText(r) }]} />
              </ScrollRegion>
            )}
            {report.status === 'APPLIED' ? (
              <Alert type="success" showIcon title={t('import.appliedDetail', { count: report.accepted })} />
            ) : (
              <Flex gap={token.margin} align="center" wrap>
                {rejected.length > 0 && <Checkbox checked={accept} onChange={(e) => setAccept(e.target.checked)}>{t('import.acceptRejections')}</Checkbox>}
                <Button type="primary" onClick={() => void applyReport()} loading={applying.loading} disabled={report.accepted === 0 || (rejected.length > 0 && !accept)}>
                  {t('import.apply')}
                </Button>
              </Flex>
            )}
          </Flex>
        )}
      </Card>
    </>
  );
}
