import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { REASON_MAX } from './letter-rules';

interface Values { reason: string }

/** Declining asks for a reason, which the student sees. */
export function DeclineDialog({ studentName, open, pending, onCancel, onDecline }: {
  studentName: string; open: boolean; pending: boolean; onCancel: () => void; onDecline: (reason: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  // Each request starts from an empty form.
  useEffect(() => { if (!open) form.resetFields(); }, [open, form]);
  return (
    <FormDialog<Values>
      open={open}
      title={`Decline ${studentName}'s request`}
      formId="decline-letter-request"
      form={form}
      pending={pending}
      submitText="Decline"
      pendingText="Declining…"
      onCancel={() => { form.resetFields(); onCancel(); }}
      onFinish={(v) => onDecline(v.reason.trim())}
      intro={<p>The student sees your reason.</p>}
    >
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'A reason is required to decline' }, { max: REASON_MAX }]}
      >
        <Input.TextArea rows={4} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
