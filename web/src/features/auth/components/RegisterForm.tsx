import { Col, Form, Input, Row } from 'antd';
import type { RegisterValues } from '../use-auth-actions';
import { AuthSubmitButton } from './AuthSubmitButton';
import { EmailField, PasswordField } from './CredentialFields';
import { FIRST_NAME_RULES, LAST_NAME_RULES } from './form-rules';

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
      <EmailField />
      <PasswordField autoComplete="new-password" placeholder="At least 6 characters" />
      <AuthSubmitButton pending={pending} text="Create Account" pendingText="Creating account..." />
    </Form>
  );
}
