import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { LETTER_TEXT_MAX } from './letter-rules';

interface Values { text: string }

/** The letter written in the page; submitting it is final (the request becomes submitted). */
export function WriteLetterDialog({ studentName, open, pending, onCancel, onSubmit }: {
  studentName: string; open: boolean; pending: boolean; onCancel: () => void; onSubmit: (text: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  // Each request starts from an empty form.
  useEffect(() => { if (!open) form.resetFields(); }, [open, form]);
  return (
    <FormDialog<Values>
      open={open}
      title={`Letter for ${studentName}`}
      formId="write-letter"
      form={form}
      pending={pending}
      submitText="Submit"
      pendingText="Submitting…"
      onCancel={onCancel}
      onFinish={(v) => onSubmit(v.text.trim())}
      intro={<p>Once submitted, the letter cannot be changed.</p>}
    >
      <Form.Item
        name="text"
        label="Letter text"
        rules={[{ required: true, whitespace: true, message: 'The letter text is required' }, { max: LETTER_TEXT_MAX }]}
      >
        <Input.TextArea rows={14} maxLength={LETTER_TEXT_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
