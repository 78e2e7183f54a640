import { useMutation, useQuery } from '@apollo/client/react';
import { CalendarOutlined, FormOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../../app/graphql-error';
import { useDangerConfirm } from '../../../app/use-danger-confirm';
import { useToast } from '../../../app/use-toast';
import {
  CreateMeetingDocument, DeleteMeetingDocument, StudentMeetingsDocument, TodaysMeetingsDocument, UpdateMeetingDocument, type MeetingInput,
} from '../../../gql/graphql';
import { formatDateTime } from '../../../app/date-format';
import { KIND_LABELS, STATE_LABELS } from '../counseling-format';
import { TintedTag } from '../TintedTag';
import { MeetingForm, type MeetingFormMode } from './MeetingForm';

/**
 * The "Meetings" card of a student's staff page: every meeting, newest first; log one or schedule one,
 * mark a scheduled one held or cancelled, edit or delete any.
 */
export function MeetingsCard({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const meetings = useQuery(StudentMeetingsDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const [mode, setMode] = useState<MeetingFormMode | null>(null);
  const refetchQueries = [StudentMeetingsDocument, TodaysMeetingsDocument];
  const [create, created] = useMutation(CreateMeetingDocument, { refetchQueries });
  const [update, updated] = useMutation(UpdateMeetingDocument, { refetchQueries });
  const [remove] = useMutation(DeleteMeetingDocument, { refetchQueries });
  const list = [...(meetings.data?.studentMeetings ?? [])].sort((a, b) => b.startsAt.localeCompare(a.startsAt));

  const save = async (input: MeetingInput) => {
    try {
      if (mode?.kind === 'edit') {
        await update({ variables: { id: mode.meeting.id, input } });
        toast.success('Meeting updated');
      } else {
        await create({ variables: { studentId, input } });
        toast.success(input.state === 'scheduled' ? 'Meeting scheduled' : 'Meeting logged');
      }
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
  const danger = useDangerConfirm();
  // The same confirmation as a note's (a dialog, not a popover that a list refresh could unmount under the pointer).
  const askDelete = (id: string) => danger.confirm({
    title: 'Delete this meeting?',
    content: 'It is removed from the student\'s record.',
    onOk: async () => {
      try {
        await remove({ variables: { id } });
        toast.success('Meeting deleted');
      } catch (error) {
        toast.error('The meeting could not be deleted', graphqlMessage(error) ?? 'Please try again.');
      }
    },
  });

  let body;
  if (meetings.loading && !meetings.data) body = <div role="status" aria-busy="true" aria-label="Loading the meetings"><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (meetings.error && !meetings.data) {
    body = <Alert type="error" showIcon title="The meetings could not be loaded" action={<Button size="small" onClick={() => void meetings.refetch()}>Try again</Button>} />;
  } else if (list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No meetings yet." />;
  else {
    body = (
      <List aria-label="Meetings" dataSource={list} renderItem={(m) => (
        <List.Item key={m.id} data-testid="meeting"
          actions={[
            ...(m.state === 'scheduled' ? [
              <Button key="held" size="small" aria-label={`Mark the meeting of ${formatDateTime(m.startsAt)} as held`} onClick={() => void setState(m.id, 'held')}>Held</Button>,
              <Button key="cancel" size="small" aria-label={`Cancel the meeting of ${formatDateTime(m.startsAt)}`} onClick={() => void setState(m.id, 'cancelled')}>Cancel</Button>,
            ] : []),
            <Button key="edit" size="small" aria-label={`Edit the meeting of ${formatDateTime(m.startsAt)}`} onClick={() => setMode({ kind: 'edit', meeting: m })}>Edit</Button>,
            <Button key="delete" size="small" danger aria-label={`Delete the meeting of ${formatDateTime(m.startsAt)}`} onClick={() => askDelete(m.id)}>Delete</Button>,
          ]}>
          <Flex vertical gap={token.marginXXS}>
            <Typography.Text strong>{formatDateTime(m.startsAt)} · {m.lengthMinutes} min</Typography.Text>
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
        <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setMode({ kind: 'schedule' })}>Schedule meeting</Button>
        <Button icon={<FormOutlined aria-hidden />} onClick={() => setMode({ kind: 'log' })}>Log meeting</Button>
      </Space>
    }>
      {body}
      {danger.holder}
      {/* A form of its own for each opening: the form keeps the values it started with, not the ones of this meeting. */}
      <MeetingForm key={mode?.kind === 'edit' ? mode.meeting.id : mode?.kind ?? 'closed'} mode={mode} saving={created.loading || updated.loading} onSave={(input) => void save(input)} onCancel={() => setMode(null)} />
    </Card>
  );
}
