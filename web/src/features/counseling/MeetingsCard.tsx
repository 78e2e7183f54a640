import { useMutation, useQuery } from '@apollo/client/react';
import { CalendarOutlined, FormOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { CreateMeetingDocument, StudentMeetingsDocument, TodaysMeetingsDocument, UpdateMeetingDocument, type MeetingInput } from '../../gql/graphql';
import { KIND_LABELS, STATE_LABELS, formatWhen } from './counseling-format';
import { TintedTag } from './TintedTag';
import { MeetingForm } from './MeetingForm';

/** The "Meetings" card of a student's staff page (issue 21): every meeting, newest first; log one or schedule one. */
export function MeetingsCard({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const meetings = useQuery(StudentMeetingsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const [mode, setMode] = useState<'schedule' | 'log' | null>(null);
  const refetchQueries = [StudentMeetingsDocument, TodaysMeetingsDocument];
  const [create, created] = useMutation(CreateMeetingDocument, { refetchQueries });
  const [update] = useMutation(UpdateMeetingDocument, { refetchQueries });
  const list = [...(meetings.data?.studentMeetings ?? [])].sort((a, b) => b.startsAt.localeCompare(a.startsAt));

  const save = async (input: MeetingInput) => {
    try {
      await create({ variables: { studentId, input } });
      toast.success(input.state === 'scheduled' ? 'Meeting scheduled' : 'Meeting logged');
      setMode(null);
    } catch (error) {
      toast.error('The meeting could not be saved', graphqlMessage(error) ?? 'Please try again.');
    }
  };
  const setState = async (id: string, state: 'held' | 'cancelled') => {
    try {
      await update({ variables: { id, input: { state } } });
      toast.success(state === 'held' ? 'Marked as held' : 'Meeting cancelled');
    } catch (error) {
      toast.error('The meeting could not be changed', graphqlMessage(error) ?? 'Please try again.');
    }
  };

  let body;
  if (meetings.loading && !meetings.data) body = <div role="status" aria-busy="true" aria-label="Loading the meetings"><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (meetings.error && !meetings.data) {
    body = <Alert type="error" showIcon title="The meetings could not be loaded" action={<Button size="small" onClick={() => void meetings.refetch()}>Try again</Button>} />;
  } else if (list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No meetings yet." />;
  else {
    body = (
      <List aria-label="Meetings" dataSource={list} renderItem={(m) => (
        <List.Item key={m.id} data-testid="meeting"
          actions={m.state === 'scheduled' ? [
            <Button key="held" size="small" aria-label={`Mark the meeting of ${formatWhen(m.startsAt)} as held`} onClick={() => void setState(m.id, 'held')}>Held</Button>,
            <Button key="cancel" size="small" aria-label={`Cancel the meeting of ${formatWhen(m.startsAt)}`} onClick={() => void setState(m.id, 'cancelled')}>Cancel</Button>,
          ] : []}>
          <Flex vertical gap={token.marginXXS}>
            <Typography.Text strong>{formatWhen(m.startsAt)} · {m.lengthMinutes} min</Typography.Text>
            <Space size={token.marginXXS} wrap>
              <Tag>{KIND_LABELS[m.kind]}</Tag>
              <TintedTag color={m.state === 'scheduled' ? 'blue' : m.state === 'held' ? 'green' : 'default'}>{STATE_LABELS[m.state]}</TintedTag>
              {m.topics.map((t) => <Tag key={t} bordered={false}>{t}</Tag>)}
            </Space>
            {m.note && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.note}</Typography.Paragraph>}
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>With {m.counselorName}</Typography.Text>
          </Flex>
        </List.Item>
      )} />
    );
  }

  return (
    <Card title="Meetings" data-testid="meetings-card" extra={
      <Space wrap>
        <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setMode('schedule')}>Schedule meeting</Button>
        <Button icon={<FormOutlined aria-hidden />} onClick={() => setMode('log')}>Log meeting</Button>
      </Space>
    }>
      {body}
      <MeetingForm mode={mode} saving={created.loading} onSave={(input) => void save(input)} onCancel={() => setMode(null)} />
    </Card>
  );
}
