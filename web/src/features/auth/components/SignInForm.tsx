import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { SignInValues } from '../use-auth-actions';
import { EMAIL_RULES, PASSWORD_RULES } from './form-rules';

interface SignInFormProps {
  /** Form name; prefixes the field ids so two sign-in forms can share a page. */
  name: string;
  pending: boolean;
  onSubmit: (values: SignInValues) => void;
}

export function SignInForm({ name, pending, onSubmit }: SignInFormProps) {
  return (
    <Form<SignInValues> name={name} layout="vertical" requiredMark={false} noValidate onFinish={onSubmit} disabled={pending}>
      <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
        <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder="you@school.edu" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={PASSWORD_RULES}>
        <Input.Password autoComplete="current-password" prefix={<LockOutlined />} placeholder="Your password" size="large" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form.Item>
    </Form>
  );
}
