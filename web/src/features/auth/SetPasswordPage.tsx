import { LockOutlined } from '@ant-design/icons';
import { Form, Input, Result, theme, Typography } from 'antd';
import { useState } from 'react';
import { api, errorStatus, serverMessage } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { navigateFullPage } from '../../app/full-navigation';
import { homePathFor } from '../../app/roles';
import { useToast } from '../../app/use-toast';
import { toCurrentUser } from '../../app/user';
import { LinkButton } from '../../components/LinkButton';
import { AuthCard } from './components/AuthCard';
import { AuthSubmitButton } from './components/AuthSubmitButton';
import { PASSWORD_RULES } from './components/form-rules';
import { useLinkToken } from './use-link-token';

interface FormValues { password: string; confirm: string }

/** The server refuses unknown, expired and used links with one 400 whose message speaks of the link. */
const isRefusedLink = (error: unknown) => errorStatus(error) === 400 && /link/i.test(serverMessage(error) ?? '');

/**
 * `/set-password#token=…`: an imported account's one-time link. The person chooses a password (the
 * spec's rule: at least 6 characters), is signed in, and lands on their home page.
 */
export function SetPasswordPage() {
  const { token: t } = theme.useToken();
  const token = useLinkToken();
  const { refresh } = useCurrentUser();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  async function submit({ password }: FormValues) {
    if (!token) return;
    setPending(true);
    try {
      const user = toCurrentUser(await api.post('/api/auth/set-password', { token, password }));
      const fresh = await refresh().catch(() => null);
      navigateFullPage(homePathFor(fresh?.role ?? user?.role));
    } catch (error) {
      setPending(false);
      if (isRefusedLink(error)) setRefused(serverMessage(error) ?? 'This link is invalid or has expired.');
      else toast.error('Could not set your password', serverMessage(error) ?? 'Please try again.');
    }
  }

  let body;
  if (!token || refused) {
    body = (
      <Result
        style={{ padding: `${t.paddingLG}px 0 0` }}
        status="warning"
        title={token ? 'This link can no longer be used' : 'This link is incomplete'}
        subTitle={refused ?? 'Open the link exactly as you received it, or ask your school for a new one.'}
        extra={<LinkButton type="primary" to="/login">Go to Sign In</LinkButton>}
      />
    );
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">Choose a password for your Counsel account. This link works once.</Typography.Paragraph>
        <Form<FormValues> name="set-password" layout="vertical" requiredMark={false} noValidate onFinish={(v) => void submit(v)} disabled={pending}>
          <Form.Item label="New password" name="password" rules={PASSWORD_RULES}>
            <Input.Password autoComplete="new-password" prefix={<LockOutlined />} size="large" maxLength={128} />
          </Form.Item>
          <Form.Item
            label="Confirm password"
            name="confirm"
            dependencies={['password']}
            rules={[
              { required: true, message: 'Please confirm your password' },
              ({ getFieldValue }) => ({
                validator: async (_, value) => {
                  if (value && value !== getFieldValue('password')) throw new Error('Passwords do not match');
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" prefix={<LockOutlined />} size="large" maxLength={128} />
          </Form.Item>
          <AuthSubmitButton pending={pending} text="Set Password" pendingText="Setting password..." />
        </Form>
      </>
    );
  }

  return (
    <AuthCard title="Set your password">{body}</AuthCard>
  );
}
