import { MailOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, theme, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api, errorStatus } from '../../app/api';
import { LinkButton } from '../../components/LinkButton';
import { PublicLayout } from '../../components/PublicLayout';
import { messages } from './messages';
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
  const { token: t } = theme.useToken();
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
    body = <Result status="warning" title={messages.unsubscribe.missingToken} subTitle={messages.unsubscribe.missingTokenDetail} />;
  } else if (state.step === 'done') {
    body = (
      <Result
        status="success"
        title={<span role="status">{messages.unsubscribe.done(kindTopic(state.kind))}</span>}
        subTitle={messages.unsubscribe.doneDetail}
        extra={<LinkButton to="/login">{messages.unsubscribe.signIn}</LinkButton>}
      />
    );
  } else if (state.step === 'refused') {
    body = (
      <Result
        status="warning"
        title={messages.unsubscribe.failed}
        subTitle={messages.unsubscribe.failedDetail}
        extra={<LinkButton to="/login">{messages.unsubscribe.signIn}</LinkButton>}
      />
    );
  } else {
    body = (
      <Flex vertical gap={t.margin} align="flex-start">
        <Typography.Paragraph style={{ margin: 0 }}>
          {preview ? messages.unsubscribe.willStop(kindTopic(preview)) : messages.unsubscribe.explain}
        </Typography.Paragraph>
        {state.step === 'failed' && <Typography.Text type="danger" role="alert">{messages.unsubscribe.retryLater}</Typography.Text>}
        <Button type="primary" icon={<MailOutlined />} loading={state.step === 'working'} onClick={() => void confirm()}>
          {state.step === 'working' ? messages.unsubscribe.working : messages.unsubscribe.confirm}
        </Button>
      </Flex>
    );
  }

  return (
    <PublicLayout>
      <Flex justify="center" style={{ padding: `${t.paddingXL}px ${t.padding}px` }}>
        <Card style={{ width: '100%', maxWidth: 560 }}>
          <Typography.Title level={1} style={{ fontSize: t.fontSizeHeading3, marginTop: 0 }}>{messages.unsubscribe.heading}</Typography.Title>
          {body}
        </Card>
      </Flex>
    </PublicLayout>
  );
}
