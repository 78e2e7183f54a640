import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import { FormDialog } from '../../../components/FormDialog';
import { emailRules, firstNameRules, lastNameRules, passwordRules } from '../account-form-rules';
import type { StaffAccountValues } from '../use-staff-actions';

interface CreateStaffDialogProps {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Resolves true on success: the dialog then resets (its parent closes it). */
  onSubmit: (values: StaffAccountValues) => Promise<boolean>;
}

// Teachers too, whom students ask for letters (the spec's title stays as it reads).
const ROLES = ['counselor', 'admin', 'teacher'] as const;

/** 'Create New Counselor or Admin' (and teachers). */
export function CreateStaffDialog({ open, pending, onCancel, onSubmit }: CreateStaffDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [form] = Form.useForm<StaffAccountValues>();

  async function submit(values: StaffAccountValues) {
    const ok = await onSubmit({ ...values, email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() });
    if (ok) form.resetFields();
  }

  return (
    <FormDialog<StaffAccountValues>
      open={open}
      title={t('create.title')}
      formId="create-staff-account"
      form={form}
      pending={pending}
      submitText={t('create.submit')}
      pendingText={t('create.pending')}
      onCancel={onCancel}
      initialValues={{ role: 'counselor' }}
      onFinish={submit}
    >
      <Form.Item label={t('create.firstName')} name="firstName" rules={firstNameRules(t)}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item label={t('create.lastName')} name="lastName" rules={lastNameRules(t)}>
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item label={t('create.email')} name="email" rules={emailRules(t)}>
        <Input type="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item label={t('create.password')} name="password" rules={passwordRules(t)}>
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item label={t('users.role')} name="role">
        <Select options={ROLES.map((value) => ({ value, label: t(`common:roles.${value}`) }))} aria-label={t('users.role')} />
      </Form.Item>
    </FormDialog>
  );
}
