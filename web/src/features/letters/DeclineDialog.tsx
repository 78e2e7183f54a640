import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { REASON_MAX } from './letter-rules';

interface Values { reason: string }

/** Declining asks for a reason, which the student sees. */
export function DeclineDialog({ studentName, open, pending, onCancel, onDecline }: {
  studentName: string; open: boolean; pending: boolean; onCancel: () => void; onDecline: (reason: string) => void;
}) {
  const { t } = useTranslation('teacher');
  const [form] = Form.useForm<Values>();
  // Each request starts from an empty form.
  useEffect(() => { if (!open) form.resetFields(); }, [open, form]);
  return (
    <FormDialog<Values>
      open={open}
      title={t('queue.declineOf', { name: studentName })}
      formId="decline-letter-request"
      form={form}
      pending={pending}
      submitText={t('queue.decline')}
      pendingText={t('decline.pending')}
      onCancel={() => { form.resetFields(); onCancel(); }}
      onFinish={(v) => onDecline(v.reason.trim())}
      intro={<p>{t('decline.intro')}</p>}
    >
      <Form.Item
        name="reason"
        label={t('decline.reason')}
        rules={[{ required: true, whitespace: true, message: t('decline.required') }, { max: REASON_MAX }]}
      >
        <Input.TextArea rows={4} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
