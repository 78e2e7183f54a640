import { Form, Input, Typography } from 'antd';
import { FormDialog } from '../../../components/FormDialog';
import { PASSWORD_RULES } from '../account-form-rules';
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
      title="Reset Password"
      formId="reset-password"
      form={form}
      pending={pending}
      submitText="Reset Password"
      pendingText="Resetting..."
      onCancel={cancel}
      onFinish={submit}
      intro={user && (
        <Typography.Paragraph type="secondary">
          Set a new password for {user.displayName} ({user.email}). They will be signed out on every device.
        </Typography.Paragraph>
      )}
    >
      <Form.Item label="New Password" name="password" rules={PASSWORD_RULES}>
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </FormDialog>
  );
}
