import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { graphqlMessage } from '../../../app/graphql-error';
import { useToast } from '../../../app/use-toast';
import {
  ApplicationTasksDocument, CounselingTasksDocument, OverdueTasksDocument, StudentTasksDocument, UpdateTaskDocument, type TaskFieldsFragment,
} from '../../../gql/graphql';

interface Values { title: string; dueDate: Dayjs }

/** Every list a task's title or date shows in. */
export const TASK_LISTS = [CounselingTasksDocument, StudentTasksDocument, OverdueTasksDocument, ApplicationTasksDocument];

/** A task's title and due date, changed by the staff member who gave it or an admin (its assignees stay). */
export function EditTaskDialog({ task, onClose }: { task: TaskFieldsFragment; onClose: () => void }) {
  const toast = useToast();
  const { t } = useTranslation(['counselor', 'common']);
  const [form] = Form.useForm<Values>();
  const [update, updating] = useMutation(UpdateTaskDocument, { refetchQueries: TASK_LISTS });

  const finish = async (v: Values) => {
    try {
      await update({ variables: { id: task.id, input: { title: v.title.trim(), dueDate: v.dueDate.format('YYYY-MM-DD') } } });
      toast.success(t('taskForm.updated'));
      onClose();
    } catch (error) {
      toast.error(t('taskForm.changeError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };

  return (
    <Modal open title={t('taskForm.edit')} okText={t('saveChanges')} onOk={() => form.submit()} confirmLoading={updating.loading} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark="optional" preserve={false}
        initialValues={{ title: task.title, dueDate: dayjs(task.dueDate) }} onFinish={(v) => void finish(v)}>
        <Form.Item name="title" label={t('taskForm.task')} rules={[{ required: true, whitespace: true, message: t('taskForm.titleRequired') }, { max: 200, message: t('taskForm.titleMax') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="dueDate" label={t('taskForm.dueDate')} rules={[{ required: true, message: t('taskForm.dueRequired') }]}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
