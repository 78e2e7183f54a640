import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { EMAIL_RULES, PASSWORD_RULES } from './form-rules';

/** The email field of the sign-in and registration forms (the form's `email` value). */
export function EmailField() {
  return (
    <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
      <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder="you@school.edu" size="large" />
    </Form.Item>
  );
}

/**
 * The password field of the sign-in and registration forms (the form's `password` value). `autoComplete` tells
 * password managers whether to offer the saved password or a new one.
 */
export function PasswordField({ autoComplete, placeholder }: { autoComplete: 'current-password' | 'new-password'; placeholder: string }) {
  return (
    <Form.Item label="Password" name="password" rules={PASSWORD_RULES}>
      <Input.Password autoComplete={autoComplete} prefix={<LockOutlined />} placeholder={placeholder} size="large" />
    </Form.Item>
  );
}
