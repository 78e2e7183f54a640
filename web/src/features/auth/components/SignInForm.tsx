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
  return (
    <Form<SignInValues> name={name} layout="vertical" requiredMark={false} noValidate onFinish={onSubmit} disabled={pending}>
      <EmailField />
      <PasswordField autoComplete="current-password" placeholder="Your password" />
      <AuthSubmitButton pending={pending} text="Sign In" pendingText="Signing in..." />
    </Form>
  );
}
