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
  const { follow } = useDeletionInView();
  const [confirming, setConfirming] = useState(false);
  const heading = { fontSize: token.fontSizeHeading5, marginTop: 0 };

  return (
    <Card title="Student record" data-testid="student-record">
      <section aria-labelledby="record-access-heading">
        <Typography.Title level={3} id="record-access-heading" style={heading}>Access history</Typography.Title>
        <AccessLogTable studentId={studentId} view="admin" />
      </section>
      <Divider />
      <section aria-labelledby="record-export-heading">
        <Typography.Title level={3} id="record-export-heading" style={heading}>Export</Typography.Title>
        <ExportRecordControl studentId={studentId}
          description="One zip archive of everything Counsel holds on this student: a PDF summary, each service's data and their files." />
      </section>
      <Divider />
      <section aria-labelledby="record-delete-heading">
        <Typography.Title level={3} id="record-delete-heading" style={heading}>Delete student</Typography.Title>
        <Flex vertical gap={token.marginSM} align="flex-start">
          <Typography.Text type="secondary">
            Deletes the student's account and every record of theirs in every service, and produces a certificate of deletion.
          </Typography.Text>
          <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>Delete student</Button>
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
