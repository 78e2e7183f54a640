import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Card, Flex, Modal, Skeleton, Switch, theme, Typography } from 'antd';
import { useId } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { NotificationStatsDocument, SetNotificationEmailPausedDocument } from '../../gql/graphql';

/**
 * The district's email switch. Pausing stops every notification email and digest at once, so both directions
 * ask for confirmation first; the figures are asked again afterwards so the switch shows what the server holds.
 */
export function EmailPauseCard({ paused, loading }: { paused: boolean | undefined; loading: boolean }) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const labelId = useId();
  const [setPaused, state] = useMutation(SetNotificationEmailPausedDocument, { refetchQueries: [NotificationStatsDocument], awaitRefetchQueries: true });

  const change = (next: boolean) => {
    modal.confirm({
      title: next ? t('admin.confirmPause') : t('admin.confirmResume'),
      content: next ? t('admin.confirmPauseDetail') : t('admin.confirmResumeDetail'),
      okText: next ? t('admin.pause') : t('admin.resume'),
      cancelText: t('admin.cancel'),
      okButtonProps: { danger: next },
      onOk: async () => {
        try {
          await setPaused({ variables: { paused: next } });
          toast.success(next ? t('admin.pausedToast') : t('admin.resumedToast'));
        } catch (error) {
          toast.error(t('admin.switchFailed'), graphqlMessage(error) ?? t('list.retry'));
        }
      },
    });
  };

  return (
    <Card title={<h2 style={{ fontSize: token.fontSizeLG, margin: 0 }}>{t('admin.pauseTitle')}</h2>}>
      {holder}
      {loading || paused === undefined ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <Flex vertical gap={token.marginXS}>
          <Flex align="center" gap={token.marginSM}>
            <Switch aria-labelledby={labelId} checked={paused} loading={state.loading} onChange={change} data-testid="email-pause-switch" />
            <Typography.Text id={labelId}>{t('admin.pauseSwitch')}</Typography.Text>
          </Flex>
          <Typography.Text strong={paused} type={paused ? undefined : 'secondary'} role="status">
            {paused ? t('admin.paused') : t('admin.running')}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
