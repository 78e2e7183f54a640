import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Form, Select, Statistic, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { ScrollRegion } from '../../components/ScrollRegion';
import { ApplyCourseImportDocument, SchoolCoursesDocument, StartCourseImportDocument, type CourseImportFieldsFragment, type CourseImportFormat } from '../../gql/graphql';
import { fill } from './fill';
import { messages } from './messages';

const m = messages.courseImport;
type Rejected = CourseImportFieldsFragment['rejected'][number];

/** A catalog file for one school: checked first (counts and every rejected row with its line and reason), then applied. */
export function CourseImportCard({ schoolId }: { schoolId: string }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const [format, setFormat] = useState<CourseImportFormat>('CATALOG_CSV');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<CourseImportFieldsFragment | null>(null);
  const [accept, setAccept] = useState(false);
  const [start, starting] = useMutation(StartCourseImportDocument);
  const [apply, applying] = useMutation(ApplyCourseImportDocument, { refetchQueries: [SchoolCoursesDocument] });

  async function check() {
    if (!file) { toast.error(m.chooseFile); return; }
    try {
      const content = await file.text();
      const { data } = await start({ variables: { schoolId, format, content, fileName: file.name } });
      setReport(data?.startCourseImport ?? null);
      setAccept(false);
    } catch (error) {
      toast.error(m.checkFailed, graphqlMessage(error) ?? messages.tryAgain);
    }
  }

  async function applyReport() {
    if (!report) return;
    try {
      const { data } = await apply({ variables: { id: report.id, acceptRejections: accept } });
      setReport(data?.applyCourseImport ?? report);
      toast.success(m.applied);
    } catch (error) {
      toast.error(m.applyFailed, graphqlMessage(error) ?? messages.tryAgain);
    }
  }

  const applied = report?.status === 'APPLIED';
  const rejected = report?.rejected ?? [];
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>{m.title}</Typography.Title>} data-testid="course-import">
      {!report ? (
        <Form layout="vertical" onFinish={() => void check()}>
          <Typography.Paragraph type="secondary">{m.intro}</Typography.Paragraph>
          <Form.Item label={m.format} htmlFor="course-import-format">
            <Select<CourseImportFormat> id="course-import-format" value={format} onChange={setFormat} style={{ maxWidth: 280 }}
              options={(Object.keys(m.formats) as CourseImportFormat[]).map((f) => ({ value: f, label: m.formats[f] }))} />
          </Form.Item>
          <Form.Item label={m.file} htmlFor="course-import-file">
            <input id="course-import-file" type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={starting.loading}>{starting.loading ? m.checking : m.check}</Button>
        </Form>
      ) : (
        <Flex vertical gap={token.margin}>
          <Typography.Text strong>{fill(m.report, { file: report.fileName ?? '' })}</Typography.Text>
          <Flex gap={token.marginXL} wrap data-testid="course-import-counts">
            <Statistic title={m.created} value={report.created} />
            <Statistic title={m.updated} value={report.updated} />
            <Statistic title={m.unchanged} value={report.unchanged} />
            <Statistic title={m.rejected} value={rejected.length} />
          </Flex>
          {rejected.length > 0 && (
            <ScrollRegion label={m.rejectedRegion}>
              <Table<Rejected> size="small" rowKey={(r) => `${r.line}:${r.reason}`} dataSource={rejected} pagination={rejected.length > 10 ? { pageSize: 10 } : false}
                columns={[{ title: m.line, dataIndex: 'line', width: 80 }, { title: m.reason, dataIndex: 'reason' }]} />
            </ScrollRegion>
          )}
          {applied ? (
            <Alert type="success" showIcon title={fill(m.appliedNote, { created: report.created, updated: report.updated })} />
          ) : (
            <>
              {rejected.length > 0 && <Checkbox checked={accept} onChange={(e) => setAccept(e.target.checked)}>{m.acceptRejections}</Checkbox>}
              <div>
                <Button type="primary" loading={applying.loading} disabled={rejected.length > 0 && !accept} onClick={() => void applyReport()}>
                  {applying.loading ? m.applying : m.apply}
                </Button>
              </div>
            </>
          )}
          <div><Button onClick={() => { setReport(null); setFile(null); }}>{m.another}</Button></div>
        </Flex>
      )}
    </Card>
  );
}
