import { Card, Empty } from 'antd';

/**
 * The My Documents card's place on the dashboard (and the documents card on the counselor's
 * student profile) until the documents feature fills it in; it swaps this component for its own.
 */
export function MyDocumentsPlaceholder({ title = 'My Documents', studentId }: { title?: string; studentId: string }) {
  return (
    <Card title={title} data-student-id={studentId}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents uploaded yet." />
    </Card>
  );
}
