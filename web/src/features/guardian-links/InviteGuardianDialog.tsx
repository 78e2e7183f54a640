import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { FormDialog } from '../../components/FormDialog';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../i18n/languages';
import type { InviteStudentGuardianMutation } from '../../gql/graphql';

export interface InviteGuardianValues { name: string; email: string; language: Language }
type Invitation = NonNullable<InviteStudentGuardianMutation['inviteGuardian']>;

interface InviteGuardianDialogProps {
  open: boolean;
  studentName: string;
  pending: boolean;
  onCancel: () => void;
  /** Resolves the invitation, or null when the student is not found; throws the server's refusal. */
  onSubmit: (values: InviteGuardianValues) => Promise<Invitation | null>;
  onInvited: (invitation: Invitation) => void;
}

/**
 * Invite a guardian of the student: name, email and the language of their account and emails. The form checks what
 * it can; the server's refusal (an email held by a student or staff member, a guardian already linked) shows in the
 * dialog, in the reader's language.
 */
export function InviteGuardianDialog({ open, studentName, pending, onCancel, onSubmit, onInvited }: InviteGuardianDialogProps) {
  const { t } = useTranslation('guardianLinks');
  const [form] = Form.useForm<InviteGuardianValues>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onCancel();
  };
  const submit = async (values: InviteGuardianValues) => {
    setRefusal(null);
    try {
      const invitation = await onSubmit({ name: values.name.trim(), email: values.email.trim(), language: values.language });
      if (!invitation) {
        setRefusal(t('staff.notFound'));
        return;
      }
      form.resetFields();
      onInvited(invitation);
    } catch (error) {
      setRefusal(graphqlMessage(error) ?? t('staff.inviteFailed'));
    }
  };

  return (
    <FormDialog<InviteGuardianValues>
      open={open}
      title={t('staff.inviteTitle', { student: studentName })}
      formId="invite-guardian"
      form={form}
      pending={pending}
      submitText={t('staff.send')}
      pendingText={t('staff.sending')}
      onCancel={close}
      initialValues={{ language: 'en' }}
      onFinish={(values) => void submit(values)}
      intro={<p>{t('staff.inviteIntro')}</p>}
    >
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} data-testid="invite-refusal" />}
      <Form.Item label={t('staff.name')} name="name" rules={[{ required: true, whitespace: true, message: t('staff.nameRequired') }, { max: 200, message: t('staff.nameTooLong') }]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item label={t('staff.email')} name="email" rules={[{ required: true, whitespace: true, message: t('staff.emailRequired') }, { type: 'email', message: t('staff.emailInvalid') }]}>
        <Input type="email" autoComplete="off" maxLength={254} />
      </Form.Item>
      <Form.Item label={t('staff.language')} name="language">
        <Radio.Group options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} />
      </Form.Item>
    </FormDialog>
  );
}
