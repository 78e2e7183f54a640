import { useTranslation } from 'react-i18next';
import { Card, Divider } from 'antd';
import { AccessLogTable } from './AccessLogTable';
import { ExportRecordControl } from './ExportRecordControl';

/**
 * The student's own view of their record: which staff members read it, when and what (names and roles
 * only; the server leaves out internal ids), and a download of everything Counsel holds on them.
 */
export function MyRecordCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation('records');
  return (
    <Card title={t('myRecord.title')} data-testid="my-record">
      <AccessLogTable studentId={studentId} view="student" />
      <Divider />
      <ExportRecordControl studentId={studentId} label={t('myRecord.download')}
        description={t('myRecord.downloadDetail')} />
    </Card>
  );
}
