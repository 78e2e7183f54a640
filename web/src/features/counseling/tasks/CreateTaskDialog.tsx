import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { graphqlMessage } from '../../../app/graphql-error';
import { useToast } from '../../../app/use-toast';
import {
  ApplicationTasksDocument, CounselingTasksDocument, CreateTaskDocument, OverdueTasksDocument, StudentTasksDocument,
  TaskFormSchoolsDocument, TaskStudentApplicationsDocument, TaskStudentSearchDocument, type CreateTaskInput,
} from '../../../gql/graphql';

type AssignTo = 'group' | 'students';
interface Values {
  title: string;
  dueDate: Dayjs;
  assignTo: AssignTo;
  schoolId?: string;
  grade?: string;
  studentIds?: string[];
  applicationId?: string;
}

interface CreateTaskDialogProps {
  open: boolean;
  onClose: () => void;
  /** On a student's page: the task goes to this student (and may be tied to one of their applications). */
  student?: { id: string; name: string };
}

/** A new task for a group (a school, one grade of it), for students chosen by name, or for one student's application. */
export function CreateTaskDialog({ open, onClose, student }: CreateTaskDialogProps) {
  const toast = useToast();
  const { t } = useTranslation(['counselor', 'common']);
  const [form] = Form.useForm<Values>();
  const assignTo = Form.useWatch('assignTo', form) ?? (student ? 'students' : 'group');
  const chosen = Form.useWatch('studentIds', form);
  const [q, setQ] = useState('');
  const schools = useQuery(TaskFormSchoolsDocument, { skip: !open || Boolean(student), fetchPolicy: 'cache-and-network' });
  const found = useQuery(TaskStudentSearchDocument, { variables: { q: q || null }, skip: !open || Boolean(student) || assignTo !== 'students', fetchPolicy: 'cache-and-network' });
  // A task tied to an application goes to that application's student, so it is offered for one student only.
  const oneStudent = student?.id ?? (chosen?.length === 1 ? chosen[0] : undefined);
  const applications = useQuery(TaskStudentApplicationsDocument, { variables: { studentId: oneStudent ?? '' }, skip: !open || !oneStudent || assignTo !== 'students' });
  const [create, created] = useMutation(CreateTaskDocument, {
    refetchQueries: [CounselingTasksDocument, StudentTasksDocument, OverdueTasksDocument, ApplicationTasksDocument],
  });
  const [labels, setLabels] = useState<Record<string, string>>({});

  const finish = async (v: Values) => {
    // On a student's page the "assign to" choice is not shown, so it is not among the submitted values.
    const to: AssignTo = student ? 'students' : v.assignTo;
    const applicationId = to === 'students' && oneStudent ? (form.getFieldValue('applicationId') as string | undefined) ?? null : null;
    const input: CreateTaskInput = {
      title: v.title.trim(),
      dueDate: v.dueDate.format('YYYY-MM-DD'),
      // A task tied to an application goes to that application's student: the application alone names them.
      assignees: applicationId ? {} : to === 'group' ? { schoolId: v.schoolId, grade: v.grade?.trim() || null } : { studentIds: student ? [student.id] : v.studentIds },
      applicationId,
    };
    try {
      const result = await create({ variables: { input } });
      const total = result.data?.createTask.total ?? 0;
      toast.success(t('taskForm.assigned'), t('taskForm.assignedTo', { title: input.title, count: total }));
      form.resetFields();
      onClose();
    } catch (error) {
      toast.error(t('taskForm.assignError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };

  const studentOptions = (found.data?.students.items ?? []).map((s) => ({ value: s.id, label: s.grade ? t('taskForm.studentWithGrade', { name: s.displayName, grade: s.grade }) : s.displayName }));
  return (
    <Modal open={open} title={student ? t('taskForm.assignTo', { name: student.name }) : t('taskForm.new')} okText={t('taskForm.assign')} onOk={() => form.submit()}
      confirmLoading={created.loading} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark="optional" preserve={false}
        initialValues={{ assignTo: student ? 'students' : 'group', studentIds: student ? [student.id] : [] }} onFinish={(v) => void finish(v)}>
        <Form.Item name="title" label={t('taskForm.task')} rules={[{ required: true, whitespace: true, message: t('taskForm.titleRequired') }, { max: 200, message: t('taskForm.titleMax') }]}>
          <Input placeholder={t('taskForm.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="dueDate" label={t('taskForm.dueDate')} rules={[{ required: true, message: t('taskForm.dueRequired') }]}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
        {!student && (
          <Form.Item name="assignTo" label={t('taskForm.assignToLabel')}>
            <Radio.Group optionType="button" options={[{ value: 'group', label: t('taskForm.group') }, { value: 'students', label: t('taskForm.chosen') }]} />
          </Form.Item>
        )}
        {!student && assignTo === 'group' && (
          <>
            <Form.Item name="schoolId" label={t('taskForm.school')} rules={[{ required: true, message: t('taskForm.schoolRequired') }]}
              extra={t('taskForm.schoolHint')}>
              <Select loading={schools.loading} virtual={false} placeholder={t('taskForm.schoolPlaceholder')}
                options={(schools.data?.schools ?? []).map((s) => ({ value: s.id, label: s.name }))} />
            </Form.Item>
            <Form.Item name="grade" label={t('taskForm.grade')} rules={[{ max: 20 }]}>
              <Input placeholder={t('taskForm.allGrades')} inputMode="numeric" />
            </Form.Item>
          </>
        )}
        {!student && assignTo === 'students' && (
          <Form.Item name="studentIds" label={t('taskForm.students')} rules={[{ required: true, type: 'array', min: 1, message: t('taskForm.studentsRequired') }]}>
            <Select mode="multiple" showSearch={{ filterOption: false, onSearch: setQ }} virtual={false} placeholder={t('taskForm.searchByName')}
              loading={found.loading} notFoundContent={found.loading ? t('taskForm.searching') : t('taskForm.noStudents')}
              options={studentOptions} labelRender={(p) => labels[String(p.value)] ?? p.label}
              onChange={(ids: string[]) => setLabels((old) => ({ ...old, ...Object.fromEntries(studentOptions.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label])) }))} />
          </Form.Item>
        )}
        {assignTo === 'students' && oneStudent && (
          <Form.Item name="applicationId" label={t('taskForm.application')} extra={t('taskForm.applicationHint')}>
            <Select allowClear virtual={false} placeholder={t('taskForm.none')} loading={applications.loading}
              options={(applications.data?.student?.applications ?? []).map((a) => ({ value: a.id, label: a.collegeName }))} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
