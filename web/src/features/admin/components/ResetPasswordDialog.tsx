import { useTranslation } from 'react-i18next';
import { Form, Input, Typography } from 'antd';
import { FormDialog } from '../../../components/FormDialog';
import { passwordRules } from '../account-form-rules';
import type { DirectoryUser } from '../use-user-directory';

interface ResetPasswordDialogProps {
  /** The user whose password is reset; the dialog is open while one is selected. */
  user: DirectoryUser | null;
  pending: boolean;
  onCancel: () => void;
  /** Resolves true on success: the dialog then resets (its parent clears the selection). */
  onSubmit: (userId: string, password: string) => Promise<boolean>;
}

/** 'Reset Password'. The user's open sessions end with it. */
export function ResetPasswordDialog({ user, pending, onCancel, onSubmit }: ResetPasswordDialogProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ password: string }>();

  function cancel() {
    form.resetFields();
    onCancel();
  }

  async function submit({ password }: { password: string }) {
    if (!user) return;
    if (await onSubmit(user.id, password)) form.resetFields();
  }

  return (
    <FormDialog<{ password: string }>
      open={user !== null}
      title={t('reset.title')}
      formId="reset-password"
      form={form}
      pending={pending}
      submitText={t('reset.title')}
      pendingText={t('reset.pending')}
      onCancel={cancel}
      onFinish={submit}
      intro={user && (
        <Typography.Paragraph type="secondary">
          {t('reset.intro', { name: user.displayName, email: user.email })}
        </Typography.Paragraph>
      )}
    >
      <Form.Item label={t('reset.newPassword')} name="password" rules={passwordRules(t)}>
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </FormDialog>
  );
}
