import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from 'antd';
import type { RegisterValues } from '../use-auth-actions';
import { EMAIL_RULES, FIRST_NAME_RULES, LAST_NAME_RULES, PASSWORD_RULES } from './form-rules';

interface RegisterFormProps {
  pending: boolean;
  onSubmit: (values: RegisterValues) => void;
}

/** Student self-registration (staff accounts are created by an administrator). */
export function RegisterForm({ pending, onSubmit }: RegisterFormProps) {
  return (
    <Form<RegisterValues> name="student-register" layout="vertical" requiredMark={false} noValidate onFinish={onSubmit} disabled={pending}>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First name" name="firstName" rules={FIRST_NAME_RULES}>
            <Input autoComplete="given-name" size="large" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last name" name="lastName" rules={LAST_NAME_RULES}>
            <Input autoComplete="family-name" size="large" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
        <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder="you@school.edu" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={PASSWORD_RULES}>
        <Input.Password autoComplete="new-password" prefix={<LockOutlined />} placeholder="At least 6 characters" size="large" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form.Item>
    </Form>
  );
}
