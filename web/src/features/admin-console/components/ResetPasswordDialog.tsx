import { Button, Form, Input, Modal, Typography } from 'antd';
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

/** 'Reset Password' (spec sections 2 and 4). The user's open sessions end with it. */
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
    <Modal
      open={user !== null}
      title="Reset Password"
      onCancel={cancel}
      maskClosable={!pending}
      forceRender
      footer={[
        <Button key="cancel" onClick={cancel} disabled={pending}>Cancel</Button>,
        <Button key="submit" type="primary" htmlType="submit" form="reset-password" loading={pending}>
          {pending ? 'Resetting...' : 'Reset Password'}
        </Button>,
      ]}
    >
      {user && (
        <Typography.Paragraph type="secondary">
          Set a new password for {user.displayName} ({user.email}). They will be signed out on every device.
        </Typography.Paragraph>
      )}
      <Form id="reset-password" name="reset-password" form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={pending}>
        <Form.Item label="New Password" name="password" rules={PASSWORD_RULES}>
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
