import { useTranslation } from 'react-i18next';
import { Flex, List, Space, Tag, Typography, theme } from 'antd';
import { formatDateTime } from '../../../app/date-format';
import type { MeetingKind } from '../../../gql/graphql';

export interface ScheduledMeeting {
  id: string;
  startsAt: string;
  kind: MeetingKind;
  lengthMinutes: number;
  counselorName: string;
  topics: string[];
}

/** A scheduled meeting as its student and their guardian see it: when, what kind, with whom and about what. */
export function ScheduledMeetingItem({ meeting: m }: { meeting: ScheduledMeeting }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('counseling');
  return (
    <List.Item>
      <Flex vertical gap={token.marginXXS}>
        <Typography.Text strong>{formatDateTime(m.startsAt)}</Typography.Text>
        <Space size={token.marginXXS} wrap>
          <Tag>{t(`kinds.${m.kind}`)}</Tag>
          <Typography.Text type="secondary">{t('meetings.withCounselor', { minutes: m.lengthMinutes, counselor: m.counselorName })}</Typography.Text>
        </Space>
        {m.topics.length > 0 && <Typography.Text type="secondary">{m.topics.join(' · ')}</Typography.Text>}
      </Flex>
    </List.Item>
  );
}
