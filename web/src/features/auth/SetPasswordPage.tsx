import { useTranslation } from 'react-i18next';
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
import { passwordRules } from './components/form-rules';
import { useLinkToken } from './use-link-token';

interface FormValues { password: string; confirm: string }

/** The server refuses unknown, expired and used links with one 400 whose message speaks of the link (shown translated). */
const isRefusedLink = (error: unknown) => errorStatus(error) === 400 && /link|enlace/i.test(serverMessage(error) ?? '');

/**
 * `/set-password#token=…`: an imported account's one-time link. The person chooses a password (the
 * spec's rule: at least 6 characters), is signed in, and lands on their home page.
 */
export function SetPasswordPage() {
  const { token } = theme.useToken();
  const { t } = useTranslation('auth');
  const linkToken = useLinkToken();
  const { refresh } = useCurrentUser();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  async function submit({ password }: FormValues) {
    if (!linkToken) return;
    setPending(true);
    try {
      const user = toCurrentUser(await api.post('/api/auth/set-password', { token: linkToken, password }));
      const fresh = await refresh().catch(() => null);
      navigateFullPage(homePathFor(fresh?.role ?? user?.role));
    } catch (error) {
      setPending(false);
      if (isRefusedLink(error)) setRefused(serverMessage(error) ?? t('setPassword.refusedDetail'));
      else toast.error(t('toasts.setPasswordFailed'), serverMessage(error) ?? t('toasts.tryAgain'));
    }
  }

  let body;
  if (!linkToken || refused) {
    body = (
      <Result
        style={{ padding: `${token.paddingLG}px 0 0` }}
        status="warning"
        title={linkToken ? t('setPassword.refusedTitle') : t('setPassword.incompleteTitle')}
        subTitle={refused ?? t('setPassword.incompleteDetail')}
        extra={<LinkButton type="primary" to="/login">{t('buttons.goToSignIn')}</LinkButton>}
      />
    );
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('setPassword.intro')}</Typography.Paragraph>
        <Form<FormValues> name="set-password" layout="vertical" requiredMark={false} noValidate onFinish={(v) => void submit(v)} disabled={pending}>
          <Form.Item label={t('fields.newPassword')} name="password" rules={passwordRules(t)}>
            <Input.Password autoComplete="new-password" prefix={<LockOutlined />} size="large" maxLength={128} />
          </Form.Item>
          <Form.Item
            label={t('fields.confirmPassword')}
            name="confirm"
            dependencies={['password']}
            rules={[
              { required: true, message: t('rules.confirm') },
              ({ getFieldValue }) => ({
                validator: async (_, value) => {
                  if (value && value !== getFieldValue('password')) throw new Error(t('rules.mismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" prefix={<LockOutlined />} size="large" maxLength={128} />
          </Form.Item>
          <AuthSubmitButton pending={pending} text={t('buttons.setPassword')} pendingText={t('buttons.settingPassword')} />
        </Form>
      </>
    );
  }

  return (
    <AuthCard title={t('setPassword.title')}>{body}</AuthCard>
  );
}
