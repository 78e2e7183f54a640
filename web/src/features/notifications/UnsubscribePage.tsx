import { useTranslation } from 'react-i18next';
import { MailOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, theme, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api, errorStatus } from '../../app/api';
import { LinkButton } from '../../components/LinkButton';
import { PublicLayout } from '../../components/PublicLayout';
import { kindTopic } from './notification-kinds';
import { tokenKind, unsubscribeToken } from './notification-rules';

type State = { step: 'ready' } | { step: 'working' } | { step: 'done'; kind: string } | { step: 'refused' } | { step: 'failed' };

const kindOf = (answer: unknown): string | null =>
  answer && typeof answer === 'object' && typeof (answer as { kind?: unknown }).kind === 'string' ? (answer as { kind: string }).kind : null;

/**
 * /unsubscribe?token=…: where an email's "stop these emails" link lands, with or without a session. Opening it
 * changes nothing (mail scanners open links); the button posts to the same one-click endpoint mail clients use.
 * What will stop is read from the token itself when it says, else said in general words; the confirmation names
 * the kind the server answers.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const { token: tk } = theme.useToken();
  const token = unsubscribeToken(useLocation().search);
  const [state, setState] = useState<State>({ step: 'ready' });
  const preview = token ? tokenKind(token) : null;

  const confirm = async () => {
    if (!token) return;
    setState({ step: 'working' });
    try {
      // The one-click endpoint mail clients post to (RFC 8058): the page and the mail client stop the same way.
      const answer = await api.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
      setState({ step: 'done', kind: kindOf(answer) ?? preview ?? '' });
    } catch (error) {
      const status = errorStatus(error);
      setState(status !== undefined && status >= 400 && status < 500 ? { step: 'refused' } : { step: 'failed' });
    }
  };

  let body;
  if (!token) {
    body = <Result status="warning" title={t('unsubscribe.missingToken')} subTitle={t('unsubscribe.missingTokenDetail')} />;
  } else if (state.step === 'done') {
    body = (
      <Result
        status="success"
        title={<span role="status">{t('unsubscribe.done', { kind: kindTopic(state.kind) })}</span>}
        subTitle={t('unsubscribe.doneDetail')}
        extra={<LinkButton to="/login">{t('unsubscribe.signIn')}</LinkButton>}
      />
    );
  } else if (state.step === 'refused') {
    body = (
      <Result
        status="warning"
        title={t('unsubscribe.failed')}
        subTitle={t('unsubscribe.failedDetail')}
        extra={<LinkButton to="/login">{t('unsubscribe.signIn')}</LinkButton>}
      />
    );
  } else {
    body = (
      <Flex vertical gap={tk.margin} align="flex-start">
        <Typography.Paragraph style={{ margin: 0 }}>
          {preview ? t('unsubscribe.willStop', { topic: kindTopic(preview) }) : t('unsubscribe.explain')}
        </Typography.Paragraph>
        {state.step === 'failed' && <Typography.Text type="danger" role="alert">{t('unsubscribe.retryLater')}</Typography.Text>}
        <Button type="primary" icon={<MailOutlined />} loading={state.step === 'working'} onClick={() => void confirm()}>
          {state.step === 'working' ? t('unsubscribe.working') : t('unsubscribe.confirm')}
        </Button>
      </Flex>
    );
  }

  return (
    <PublicLayout>
      <Flex justify="center" style={{ padding: `${tk.paddingXL}px ${tk.padding}px` }}>
        <Card style={{ width: '100%', maxWidth: 560 }}>
          <Typography.Title level={1} style={{ fontSize: tk.fontSizeHeading3, marginTop: 0 }}>{t('unsubscribe.heading')}</Typography.Title>
          {body}
        </Card>
      </Flex>
    </PublicLayout>
  );
}
