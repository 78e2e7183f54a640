import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['colleges', 'common']);
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
      toast.error(t('calendar.getError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  }

  async function copy() {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('calendar.copied'), t('calendar.copiedDetail'));
    } catch {
      toast.info(t('calendar.copyByHand'), t('calendar.copyByHandDetail'));
    }
  }

  function revoke() {
    confirm({
      title: t('calendar.revokeTitle'),
      content: t('calendar.revokeContent'),
      okText: t('calendar.revokeOk'),
      onOk: async () => {
        try {
          await revokeFeed({ variables: { studentId } });
          setAddress(null);
          toast.success(t('calendar.revoked'), t('calendar.revokedDetail'));
        } catch (error) {
          toast.error(t('calendar.revokeError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
        }
      },
    });
  }

  return (
    <Card title={<Space><CalendarOutlined />{t('calendar.title')}</Space>}>
      {holder}
      <Typography.Paragraph>
        {t('calendar.intro')}
      </Typography.Paragraph>
      {address ? (
        <Flex vertical gap={8}>
          <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
            <Input readOnly value={address} aria-label={t('calendar.address')} onFocus={(e) => e.target.select()} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>{t('calendar.copy')}</Button>
          </Space.Compact>
          <div>
            <Button danger onClick={revoke} loading={revoking.loading}>{t('calendar.revoke')}</Button>
          </div>
        </Flex>
      ) : (
        <Button type="primary" icon={<CalendarOutlined />} loading={getting.loading} onClick={() => void show()}>
          {t('calendar.get')}
        </Button>
      )}
    </Card>
  );
}
