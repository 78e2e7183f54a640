import { useQuery } from '@apollo/client/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, List, Skeleton, Space, Tag, Typography } from 'antd';
import { CounselorSchoolDocumentsDocument, type SchoolDocumentKind, type SchoolDocumentState } from '../../../gql/graphql';
import { LoadErrorResult } from '../../../components/LoadErrorResult';
import { CounselorLetterAction } from './CounselorLetterAction';

const TITLES: Record<SchoolDocumentKind, string> = {
  counselor_letter: 'Counselor letter', school_report: 'School report', transcript: 'Transcript', mid_year_report: 'Mid-year report', final_report: 'Final report',
};
const STATES: Record<SchoolDocumentState, { label: string; color?: string }> = {
  not_started: { label: 'Not started' }, draft: { label: 'Draft', color: 'gold' }, ready: { label: 'Ready', color: 'green' },
};

/** The school documents of one student with their states, and a packet to download per college on their list. */
export function SchoolDocumentsCard({ studentId }: { studentId: string }) {
  const { data, loading, error, refetch } = useQuery(CounselorSchoolDocumentsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  let body;
  if (loading && !data) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (error || !data) body = <LoadErrorResult title="The school documents could not be loaded" onRetry={() => void refetch()} />;
  else {
    body = (
      <Space direction="vertical" style={{ width: '100%' }}>
        <List
          size="small"
          dataSource={data.schoolDocuments}
          renderItem={(d) => (
            <List.Item>
              <span>{TITLES[d.kind]}</span>
              <Tag color={STATES[d.state].color}>{STATES[d.state].label}</Tag>
              {d.kind === 'counselor_letter' && <CounselorLetterAction studentId={studentId} state={d.state} />}
            </List.Item>
          )}
        />
        <Typography.Text strong>Packets</Typography.Text>
        {data.studentApplications.length === 0
          ? <Typography.Text type="secondary">No colleges on the list yet.</Typography.Text>
          : (
            <Space wrap>
              {data.studentApplications.map((a) => (
                <Button key={a.id} size="small" icon={<DownloadOutlined />} download
                  href={`/api/students/${encodeURIComponent(studentId)}/packets/${encodeURIComponent(a.collegeId)}.pdf`}
                  aria-label={`Download packet for ${a.collegeName}`}>
                  {a.collegeName}
                </Button>
              ))}
            </Space>
          )}
      </Space>
    );
  }
  return <Card title="School Documents">{body}</Card>;
}
