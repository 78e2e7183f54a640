import { Form, Input, Select } from 'antd';
import { FormDialog } from '../../../components/FormDialog';
import { EMAIL_RULES, FIRST_NAME_RULES, LAST_NAME_RULES, PASSWORD_RULES } from '../account-form-rules';
import type { StaffAccountValues } from '../use-staff-actions';

interface CreateStaffDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Resolves true on success: the dialog then resets (its parent closes it). */
  onSubmit: (values: StaffAccountValues) => Promise<boolean>;
}

const ROLE_OPTIONS = [
  { value: 'counselor', label: 'Counselor' },
  { value: 'admin', label: 'Admin' },
  // Issue 30: teachers, whom students ask for letters (the spec's title stays as it reads).
  { value: 'teacher', label: 'Teacher' },
];

/** 'Create New Counselor or Admin' (and teachers). */
export function CreateStaffDialog({ open, pending, onCancel, onSubmit }: CreateStaffDialogProps) {
  const [form] = Form.useForm<StaffAccountValues>();

  async function submit(values: StaffAccountValues) {
    const ok = await onSubmit({ ...values, email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() });
    if (ok) form.resetFields();
  }

  return (
    <FormDialog<StaffAccountValues>
      open={open}
      title="Create New Counselor or Admin"
      formId="create-staff-account"
      form={form}
      pending={pending}
      submitText="Create Account"
      pendingText="Creating..."
      onCancel={onCancel}
      initialValues={{ role: 'counselor' }}
      onFinish={submit}
    >
      <Form.Item label="First Name" name="firstName" rules={FIRST_NAME_RULES}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item label="Last Name" name="lastName" rules={LAST_NAME_RULES}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
        <Input type="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={PASSWORD_RULES}>
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item label="Role" name="role">
        <Select options={ROLE_OPTIONS} aria-label="Role" />
      </Form.Item>
    </FormDialog>
  );
}
