import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row } from 'antd';
import type { RegisterValues } from '../use-auth-actions';
import { AuthSubmitButton } from './AuthSubmitButton';
import { EmailField, PasswordField } from './CredentialFields';
import { firstNameRules, lastNameRules } from './form-rules';

interface RegisterFormProps {
  pending: boolean;
  onSubmit: (values: RegisterValues) => void;
}

/** Student self-registration (staff accounts are created by an administrator). */
export function RegisterForm({ pending, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  return (
    <Form<RegisterValues> name="student-register" layout="vertical" requiredMark={false} noValidate onFinish={onSubmit} disabled={pending}>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label={t('fields.firstName')} name="firstName" rules={firstNameRules(t)}>
            <Input autoComplete="given-name" size="large" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={t('fields.lastName')} name="lastName" rules={lastNameRules(t)}>
            <Input autoComplete="family-name" size="large" />
          </Form.Item>
        </Col>
      </Row>
      <EmailField />
      <PasswordField autoComplete="new-password" placeholder={t('fields.atLeastSix')} />
      <AuthSubmitButton pending={pending} text={t('buttons.createAccount')} pendingText={t('buttons.creatingAccount')} />
    </Form>
  );
}
