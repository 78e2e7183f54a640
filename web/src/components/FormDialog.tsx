import { useTranslation } from 'react-i18next';
import { Button, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

interface FormDialogProps<Values> {
  open: boolean;
  title: string;
  /** The form's id and name: the footer's submit button stands outside the form and names it. */
  formId: string;
  form: FormInstance<Values>;
  /** While the submission runs: the form is disabled, the dialog stays open and the button shows `pendingText`. */
  pending: boolean;
  submitText: string;
  pendingText: string;
  onCancel: () => void;
  onFinish: (values: Values) => void;
  initialValues?: Partial<Values>;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog around one vertical form, with Cancel and a submit button in its footer. It renders while closed
 * (forceRender), so its form instance is connected before it first opens.
 */
export function FormDialog<Values extends object>({
  open, title, formId, form, pending, submitText, pendingText, onCancel, onFinish, initialValues, intro, children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      maskClosable={!pending}
      forceRender
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={pending}>{t('actions.cancel')}</Button>,
        <Button key="submit" type="primary" htmlType="submit" form={formId} loading={pending}>
          {pending ? pendingText : submitText}
        </Button>,
      ]}
    >
      {intro}
      <Form<Values> id={formId} name={formId} form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={onFinish} disabled={pending}>
        {children}
      </Form>
    </Modal>
  );
}
