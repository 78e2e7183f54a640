import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Form, Select, Statistic, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { ScrollRegion } from '../../components/ScrollRegion';
import { courseImportReasonText } from './import-reason-text';
import { ApplyCourseImportDocument, SchoolCoursesDocument, StartCourseImportDocument, type CourseImportFieldsFragment, type CourseImportFormat } from '../../gql/graphql';

const IMPORT_FORMATS: CourseImportFormat[] = ['CATALOG_CSV', 'ONEROSTER_COURSES'];
type Rejected = CourseImportFieldsFragment['rejected'][number];

/** A catalog file for one school: checked first (counts and every rejected row with its line and reason), then applied. */
export function CourseImportCard({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('planning');
  const { token } = theme.useToken();
  const toast = useToast();
  const [format, setFormat] = useState<CourseImportFormat>('CATALOG_CSV');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CourseImportFieldsFragment | null>(null);
  const [accept, setAccept] = useState(false);
  const [start, starting] = useMutation(StartCourseImportDocument);
  const [apply, applying] = useMutation(ApplyCourseImportDocument, { refetchQueries: [SchoolCoursesDocument] });

  async function check() {
    if (!file) { toast.error(t('courseImport.chooseFile')); return; }
    try {
      const content = await file.text();
      const { data } = await start({ variables: { schoolId, format, content, fileName: file.name } });
      setReport(data?.startCourseImport ?? null);
      setAccept(false);
    } catch (error) {
      toast.error(t('courseImport.checkFailed'), graphqlMessage(error) ?? t('tryAgain'));
    }
  }

  async function applyReport() {
    if (!report) return;
    try {
      const { data } = await apply({ variables: { id: report.id, acceptRejections: accept } });
      setReport(data?.applyCourseImport ?? report);
      toast.success(t('courseImport.applied'));
    } catch (error) {
      toast.error(t('courseImport.applyFailed'), graphqlMessage(error) ?? t('tryAgain'));
    }
  }

  const applied = report?.status === 'APPLIED';
  const rejected = report?.rejected ?? [];
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{t('courseImport.title')}</Typography.Title>} data-testid="course-import">
      {!report ? (
        <Form layout="vertical" onFinish={() => void check()}>
          <Typography.Paragraph type="secondary">{t('courseImport.intro')}</Typography.Paragraph>
          <Form.Item label={t('courseImport.format')} htmlFor="course-import-format">
            <Select<CourseImportFormat> id="course-import-format" value={format} onChange={setFormat} style={{ maxWidth: 280 }}
              options={IMPORT_FORMATS.map((f) => ({ value: f, label: t(`courseImport.formats.${f}`) }))} />
          </Form.Item>
          <Form.Item label={t('courseImport.file')} htmlFor="course-import-file">
            <input id="course-import-file" type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={starting.loading}>{starting.loading ? t('courseImport.checking') : t('courseImport.check')}</Button>
        </Form>
      ) : (
        <Flex vertical gap={token.margin}>
          <Typography.Text strong>{t('courseImport.report', { file: report.fileName ?? '' })}</Typography.Text>
          <Flex gap={token.marginXL} wrap data-testid="course-import-counts">
            <Statistic title={t('courseImport.created')} value={report.created} />
            <Statistic title={t('courseImport.updated')} value={report.updated} />
            <Statistic title={t('courseImport.unchanged')} value={report.unchanged} />
            <Statistic title={t('courseImport.rejected')} value={rejected.length} />
          </Flex>
          {rejected.length > 0 && (
            <ScrollRegion label={t('courseImport.rejectedRegion')}>
              <Table<Rejected> size="small" rowKey={(r) => `${r.line}:${r.reason}`} dataSource={rejected} pagination={rejected.length > 10 ? { pageSize: 10 } : false}
                columns={[{ title: t('courseImport.line'), dataIndex: 'line', width: 80 }, { title: t('courseImport.reason'), key: 'reason', render: (_, r) => courseImportReasonText(r) }]} />
            </ScrollRegion>
          )}
          {applied ? (
            <Alert type="success" showIcon title={t('courseImport.appliedNote', { created: report.created, updated: report.updated })} />
          ) : (
            <>
              {rejected.length > 0 && <Checkbox checked={accept} onChange={(e) => setAccept(e.target.checked)}>{t('courseImport.acceptRejections')}</Checkbox>}
              <div>
                <Button type="primary" loading={applying.loading} disabled={rejected.length > 0 && !accept} onClick={() => void applyReport()}>
                  {applying.loading ? t('courseImport.applying') : t('courseImport.apply')}
                </Button>
              </div>
            </>
          )}
          <div><Button onClick={() => { setReport(null); setFile(null); }}>{t('courseImport.another')}</Button></div>
        </Flex>
      )}
    </Card>
  );
}
