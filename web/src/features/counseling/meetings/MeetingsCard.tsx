import { useTranslation } from 'react-i18next';
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
import { kindLabel, stateLabel } from '../counseling-format';
import { TintedTag } from '../TintedTag';
import { MeetingForm, type MeetingFormMode } from './MeetingForm';

/**
 * The "Meetings" card of a student's staff page: every meeting, newest first; log one or schedule one,
 * mark a scheduled one held or cancelled, edit or delete any.
 */
export function MeetingsCard({ studentId }: { studentId: string }) {
  const { token } = theme.useToken();
  // counseling: the meeting kinds' words.
  const { t } = useTranslation(['counselor', 'counseling', 'common']);
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
        toast.success(t('meetings.updated'));
      } else {
        await create({ variables: { studentId, input } });
        toast.success(input.state === 'scheduled' ? t('meetings.scheduled') : t('meetings.logged'));
      }
      setMode(null);
    } catch (error) {
      toast.error(t('meetings.saveError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };
  const setState = async (id: string, state: 'held' | 'cancelled') => {
    try {
      await update({ variables: { id, input: { state } } });
      toast.success(state === 'held' ? t('meetings.markedHeld') : t('meetings.cancelled'));
    } catch (error) {
      toast.error(t('meetings.changeError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };
  const danger = useDangerConfirm();
  // The same confirmation as a note's (a dialog, not a popover that a list refresh could unmount under the pointer).
  const askDelete = (id: string) => danger.confirm({
    title: t('meetings.deleteTitle'),
    content: t('meetings.deleteText'),
    onOk: async () => {
      try {
        await remove({ variables: { id } });
        toast.success(t('meetings.deleted'));
      } catch (error) {
        toast.error(t('meetings.deleteError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
      }
    },
  });

  let body;
  if (meetings.loading && !meetings.data) body = <div role="status" aria-busy="true" aria-label={t('meetings.loading')}><Skeleton active paragraph={{ rows: 2 }} /></div>;
  else if (meetings.error && !meetings.data) {
    body = <Alert type="error" showIcon title={t('meetings.loadError')} action={<Button size="small" onClick={() => void meetings.refetch()}>{t('common:errors.tryAgain')}</Button>} />;
  } else if (list.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meetings.none')} />;
  else {
    body = (
      <List aria-label={t('meetings.title')} dataSource={list} renderItem={(m) => (
        <List.Item key={m.id} data-testid="meeting"
          actions={[
            ...(m.state === 'scheduled' ? [
              <Button key="held" size="small" aria-label={t('meetings.markHeldOf', { when: formatDateTime(m.startsAt) })} onClick={() => void setState(m.id, 'held')}>{t('meetings.held')}</Button>,
              <Button key="cancel" size="small" aria-label={t('meetings.cancelOf', { when: formatDateTime(m.startsAt) })} onClick={() => void setState(m.id, 'cancelled')}>{t('meetings.cancel')}</Button>,
            ] : []),
            <Button key="edit" size="small" aria-label={t('meetings.editOf', { when: formatDateTime(m.startsAt) })} onClick={() => setMode({ kind: 'edit', meeting: m })}>{t('edit')}</Button>,
            <Button key="delete" size="small" danger aria-label={t('meetings.deleteOf', { when: formatDateTime(m.startsAt) })} onClick={() => askDelete(m.id)}>{t('delete')}</Button>,
          ]}>
          <Flex vertical gap={token.marginXXS}>
            <Typography.Text strong>{formatDateTime(m.startsAt)} · {t('minutes', { count: m.lengthMinutes })}</Typography.Text>
            <Space size={token.marginXXS} wrap>
              <Tag>{kindLabel(m.kind)}</Tag>
              <TintedTag color={m.state === 'scheduled' ? 'blue' : m.state === 'held' ? 'green' : 'default'}>{stateLabel(m.state)}</TintedTag>
              {m.topics.map((topic) => <Tag key={topic} bordered={false}>{topic}</Tag>)}
            </Space>
            {m.note && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.note}</Typography.Paragraph>}
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{t('meetings.with', { name: m.counselorName })}</Typography.Text>
          </Flex>
        </List.Item>
      )} />
    );
  }

  return (
    <Card title={t('meetings.title')} data-testid="meetings-card" extra={
      <Space wrap>
        <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setMode({ kind: 'schedule' })}>{t('meetings.schedule')}</Button>
        <Button icon={<FormOutlined aria-hidden />} onClick={() => setMode({ kind: 'log' })}>{t('meetings.log')}</Button>
      </Space>
    }>
      {body}
      {danger.holder}
      {/* A form of its own for each opening: the form keeps the values it started with, not the ones of this meeting. */}
      <MeetingForm key={mode?.kind === 'edit' ? mode.meeting.id : mode?.kind ?? 'closed'} mode={mode} saving={created.loading || updated.loading} onSave={(input) => void save(input)} onCancel={() => setMode(null)} />
    </Card>
  );
}
