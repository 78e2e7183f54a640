import { useTranslation } from 'react-i18next';
import { Form } from 'antd';
import type { SignInValues } from '../use-auth-actions';
import { AuthSubmitButton } from './AuthSubmitButton';
import { EmailField, PasswordField } from './CredentialFields';

interface SignInFormProps {
  /** Form name; prefixes the field ids so two sign-in forms can share a page. */
  name: string;
  pending: boolean;
  onSubmit: (values: SignInValues) => void;
}

export function SignInForm({ name, pending, onSubmit }: SignInFormProps) {
  const { t } = useTranslation('auth');
  return (
    <Form<SignInValues> name={name} layout="vertical" requiredMark={false} noValidate onFinish={onSubmit} disabled={pending}>
      <EmailField />
      <PasswordField autoComplete="current-password" placeholder={t('fields.yourPassword')} />
      <AuthSubmitButton pending={pending} text={t('buttons.signIn')} pendingText={t('buttons.signingIn')} />
    </Form>
  );
}
