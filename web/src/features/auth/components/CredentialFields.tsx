import { useTranslation } from 'react-i18next';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { emailRules, passwordRules } from './form-rules';

/** The email field of the sign-in and registration forms (the form's `email` value). */
export function EmailField() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item label={t('fields.email')} name="email" rules={emailRules(t)}>
      <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder={t('fields.emailPlaceholder')} size="large" />
    </Form.Item>
  );
}

/**
 * The password field of the sign-in and registration forms (the form's `password` value). `autoComplete` tells
 * password managers whether to offer the saved password or a new one.
 */
export function PasswordField({ autoComplete, placeholder }: { autoComplete: 'current-password' | 'new-password'; placeholder: string }) {
  const { t } = useTranslation('auth');
  return (
    <Form.Item label={t('fields.password')} name="password" rules={passwordRules(t)}>
      <Input.Password autoComplete={autoComplete} prefix={<LockOutlined />} placeholder={placeholder} size="large" />
    </Form.Item>
  );
}
