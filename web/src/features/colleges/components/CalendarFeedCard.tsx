import { useMutation } from '@apollo/client/react';
import { CalendarOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useDangerConfirm } from '../../../app/use-danger-confirm';
import { graphqlMessage } from '../../../app/graphql-error';
import { useToast } from '../../../app/use-toast';
import { GetCalendarFeedDocument, RevokeCalendarFeedDocument } from '../../../gql/graphql';

/**
 * The student's private calendar feed of their deadlines: an ICS address with its own token that phone calendars
 * subscribe to, readable without signing in, so it is shown on request and can be revoked (which also stops the
 * old address; getting one again makes a new address).
 */
export function CalendarFeedCard({ studentId }: { studentId: string }) {
  const toast = useToast();
  const { confirm, holder } = useDangerConfirm();
  const [address, setAddress] = useState<string | null>(null);
  const [getFeed, getting] = useMutation(GetCalendarFeedDocument);
  const [revokeFeed, revoking] = useMutation(RevokeCalendarFeedDocument);

  async function show() {
    try {
      const { data } = await getFeed({ variables: { studentId } });
      if (data) setAddress(new URL(data.calendarFeed.path, window.location.origin).toString());
    } catch (error) {
      toast.error('Failed to get your calendar address', graphqlMessage(error) ?? 'Please try again.');
    }
  }

  async function copy() {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success('Address copied', 'Paste it into your calendar app as a subscription.');
    } catch {
      toast.info('Copy the address by hand', 'Your browser did not allow copying.');
    }
  }

  function revoke() {
    confirm({
      title: 'Revoke your calendar address?',
      content: 'Calendars subscribed to it stop updating. You can get a new address afterwards.',
      okText: 'Revoke',
      onOk: async () => {
        try {
          await revokeFeed({ variables: { studentId } });
          setAddress(null);
          toast.success('Calendar address revoked', 'The old address no longer works.');
        } catch (error) {
          toast.error('Failed to revoke the address', graphqlMessage(error) ?? 'Please try again.');
        }
      },
    });
  }

  return (
    <Card title={<Space><CalendarOutlined />Calendar feed</Space>}>
      {holder}
      <Typography.Paragraph>
        Subscribe to your deadlines from your phone or computer calendar (Google Calendar, Apple Calendar, Outlook): it
        updates as your list and deadlines change. The address is private: anyone who has it can see your deadlines, so
        do not share it. If it leaks, revoke it and get a new one.
      </Typography.Paragraph>
      {address ? (
        <Flex vertical gap={8}>
          <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
            <Input readOnly value={address} aria-label="Your calendar address" onFocus={(e) => e.target.select()} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>Copy</Button>
          </Space.Compact>
          <div>
            <Button danger onClick={revoke} loading={revoking.loading}>Revoke address</Button>
          </div>
        </Flex>
      ) : (
        <Button type="primary" icon={<CalendarOutlined />} loading={getting.loading} onClick={() => void show()}>
          Get my calendar address
        </Button>
      )}
    </Card>
  );
}
