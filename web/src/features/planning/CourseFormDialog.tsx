import { useMutation } from '@apollo/client/react';
import { Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { FormDialog } from '../../components/FormDialog';
import { CreateCourseDocument, SchoolCoursesDocument, UpdateCourseDocument, type CatalogCourseFieldsFragment, type CatalogCourseLevel } from '../../gql/graphql';
import { courseFormValues, courseInput, NEW_COURSE, SCED_AREA, type CourseFormValues } from './course-form';
import { fill } from './fill';
import { messages } from './messages';
import { GRADES } from './plan-grid';

const m = messages.courseForm;
const required = (field: string) => ({ required: true, whitespace: true, message: fill(m.required, { field }) });

interface CourseFormDialogProps {
  schoolId: string;
  /** The course being edited; 'new' to add one; null: closed. */
  course: CatalogCourseFieldsFragment | 'new' | null;
  onClose: () => void;
}

/** Adds a course to a school's catalog, or changes one. */
export function CourseFormDialog({ schoolId, course, onClose }: CourseFormDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<CourseFormValues>();
  const editing = course && course !== 'new' ? course : null;
  const refetchQueries = [SchoolCoursesDocument];
  const [create, creating] = useMutation(CreateCourseDocument, { refetchQueries });
  const [update, updating] = useMutation(UpdateCourseDocument);

  useEffect(() => {
    if (course) form.setFieldsValue(editing ? courseFormValues(editing) : NEW_COURSE);
  }, [course, editing, form]);

  async function finish(values: CourseFormValues) {
    try {
      if (editing) await update({ variables: { id: editing.id, input: courseInput(values) } });
      else await create({ variables: { schoolId, input: courseInput(values) } });
      toast.success(editing ? m.updated : m.created);
      onClose();
    } catch (error) {
      toast.error(m.failed, graphqlMessage(error) ?? messages.tryAgain);
    }
  }

  return (
    <FormDialog<CourseFormValues>
      open={course !== null}
      title={editing ? fill(m.editTitle, { code: editing.code }) : m.addTitle}
      formId={m.formId}
      form={form}
      pending={creating.loading || updating.loading}
      submitText={m.save}
      pendingText={m.saving}
      onCancel={onClose}
      onFinish={(v) => void finish(v)}
    >
      <Form.Item name="code" label={m.code} rules={[required(m.code)]}><Input maxLength={40} /></Form.Item>
      <Form.Item name="title" label={m.title} rules={[required(m.title)]}><Input maxLength={200} /></Form.Item>
      <Form.Item name="subjectArea" label={m.subjectArea} extra={m.subjectAreaHint}
        rules={[required(m.subjectArea), { pattern: SCED_AREA, message: m.areaFormat }]}>
        <Input maxLength={2} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="credits" label={m.credits} rules={[{ required: true, message: fill(m.required, { field: m.credits }) }]}>
        <InputNumber min={0.25} max={2} step={0.25} />
      </Form.Item>
      <Form.Item name="gradeLevels" label={m.gradeLevels} rules={[{ required: true, type: 'array', min: 1, message: fill(m.required, { field: m.gradeLevels }) }]}>
        <Select mode="multiple" options={GRADES.map((g) => ({ value: g, label: String(g) }))} />
      </Form.Item>
      <Form.Item name="level" label={m.level}>
        <Select options={(Object.keys(messages.level) as CatalogCourseLevel[]).map((l) => ({ value: l, label: messages.level[l] }))} />
      </Form.Item>
      <Form.Item name="prerequisites" label={m.prerequisites}><Select mode="tags" open={false} /></Form.Item>
      <Form.Item name="entranceAreas" label={m.entranceAreas}><Select mode="tags" open={false} /></Form.Item>
    </FormDialog>
  );
}
