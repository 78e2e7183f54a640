import { useTranslation } from 'react-i18next';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { AccessLogTable } from './AccessLogTable';
import { DeleteStudentDialog } from './DeleteStudentDialog';
import { ExportRecordControl } from './ExportRecordControl';
import { useDeletionInView } from './use-deletion-in-view';

/**
 * "Student record" on the admin's view of one student: who on staff read the record, an export of all
 * of it, and deleting the student everywhere. Once a deletion starts the page follows it (useDeletionInView).
 */
export function StudentRecordSection({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('recordsAdmin');
  const { follow } = useDeletionInView();
  const [confirming, setConfirming] = useState(false);
  const heading = { fontSize: token.fontSizeHeading5, marginTop: 0 };

  return (
    <Card title={t('section.title')} data-testid="student-record">
      <section aria-labelledby="record-access-heading">
        <Typography.Title level={3} id="record-access-heading" style={heading}>{t('section.access')}</Typography.Title>
        <AccessLogTable studentId={studentId} view="admin" />
      </section>
      <Divider />
      <section aria-labelledby="record-export-heading">
        <Typography.Title level={3} id="record-export-heading" style={heading}>{t('section.export')}</Typography.Title>
        <ExportRecordControl studentId={studentId}
          description={t('section.exportText')} />
      </section>
      <Divider />
      <section aria-labelledby="record-delete-heading">
        <Typography.Title level={3} id="record-delete-heading" style={heading}>{t('delete.title')}</Typography.Title>
        <Flex vertical gap={token.marginSM} align="flex-start">
          <Typography.Text type="secondary">
            {t('section.deleteText')}
          </Typography.Text>
          <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>{t('delete.title')}</Button>
        </Flex>
      </section>
      <DeleteStudentDialog open={confirming} studentId={studentId} studentName={studentName}
        onCancel={() => setConfirming(false)}
        onStarted={(id) => {
          setConfirming(false);
          follow(id);
        }} />
    </Card>
  );
}
