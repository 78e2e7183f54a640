import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { FormDialog } from '../../components/FormDialog';
import { useEffect } from 'react';
import type { SchoolInput } from '../../gql/graphql';
import type { SchoolRow } from './use-schools';

interface SchoolFormDialogProps {
  open: boolean;
  /** The school being edited; none: a new school. */
  school: SchoolRow | null;
  pending: boolean;
  onCancel: () => void;
  /** Resolves true on success (the parent then closes the dialog). */
  onSubmit: (values: SchoolInput) => Promise<boolean>;
}

interface FormValues { name: string; ncesId?: string; city?: string; state?: string }

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Add a school or edit one: name, NCES id (12 digits), city, two-letter state. */
export function SchoolFormDialog({ open, school, pending, onCancel, onSubmit }: SchoolFormDialogProps) {
  const { t } = useTranslation('schools');
  const [form] = Form.useForm<FormValues>();
  const editing = Boolean(school);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (school) form.setFieldsValue({ name: school.name, ncesId: school.ncesId ?? '', city: school.city ?? '', state: school.state ?? '' });
  }, [open, school, form]);

  const submit = (values: FormValues) =>
    void onSubmit({
      name: values.name.trim(),
      ncesId: optional(values.ncesId),
      city: optional(values.city),
      state: optional(values.state)?.toUpperCase() ?? null,
    });

  return (
    <FormDialog<FormValues>
      open={open}
      title={editing ? t('form.edit') : t('form.add')}
      formId="school-form"
      form={form}
      pending={pending}
      submitText={editing ? t('form.saveChanges') : t('form.add')}
      pendingText={t('saving')}
      onCancel={onCancel}
      onFinish={submit}
    >
      <Form.Item label={t('form.name')} name="name" rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item label={t('form.nces')} name="ncesId" extra={t('form.ncesHint')}
        rules={[{ pattern: /^\s*(\d{12})?\s*$/, message: t('form.ncesInvalid') }]}>
        <Input autoComplete="off" inputMode="numeric" maxLength={12} />
      </Form.Item>
      <Form.Item label={t('form.city')} name="city">
        <Input autoComplete="off" maxLength={120} />
      </Form.Item>
      <Form.Item label={t('form.state')} name="state" extra={t('form.stateHint')}
        rules={[{ pattern: /^\s*([A-Za-z]{2})?\s*$/, message: t('form.stateInvalid') }]}>
        <Input autoComplete="off" maxLength={2} style={{ maxWidth: 120, textTransform: 'uppercase' }} />
      </Form.Item>
    </FormDialog>
  );
}
