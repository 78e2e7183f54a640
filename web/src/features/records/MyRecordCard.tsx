import { Card, Divider } from 'antd';
import { AccessLogTable } from './AccessLogTable';
import { ExportRecordControl } from './ExportRecordControl';

/**
 * The student's own view of their record: which staff members read it, when and what (names and roles
 * only; the server leaves out internal ids), and a download of everything Counsel holds on them.
 */
export function MyRecordCard({ studentId }: { studentId: string }) {
  return (
    <Card title="Who viewed my record" data-testid="my-record">
      <AccessLogTable studentId={studentId} view="student" />
      <Divider />
      <ExportRecordControl studentId={studentId} label="Download my record"
        description="Everything Counsel holds on you, in one zip archive: a PDF summary, your data as JSON and your files." />
    </Card>
  );
}
