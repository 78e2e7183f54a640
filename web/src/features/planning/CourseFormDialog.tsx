import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { FormDialog } from '../../components/FormDialog';
import { CreateCourseDocument, SchoolCoursesDocument, UpdateCourseDocument, type CatalogCourseFieldsFragment, type CatalogCourseLevel } from '../../gql/graphql';
import { courseFormValues, courseInput, NEW_COURSE, SCED_AREA, type CourseFormValues } from './course-form';
import { GRADES } from './plan-grid';


const COURSE_LEVELS: CatalogCourseLevel[] = ['STANDARD', 'HONORS', 'AP', 'IB', 'DUAL_ENROLLMENT'];

interface CourseFormDialogProps {
  schoolId: string;
  /** The course being edited; 'new' to add one; null: closed. */
  course: CatalogCourseFieldsFragment | 'new' | null;
  onClose: () => void;
}

/** Adds a course to a school's catalog, or changes one. */
export function CourseFormDialog({ schoolId, course, onClose }: CourseFormDialogProps) {
  const { t } = useTranslation('planning');
  const required = (field: string) => ({ required: true, whitespace: true, message: t('courseForm.required', { field }) });
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
      toast.success(editing ? t('courseForm.updated') : t('courseForm.created'));
      onClose();
    } catch (error) {
      toast.error(t('courseForm.failed'), graphqlMessage(error) ?? t('tryAgain'));
    }
  }

  return (
    <FormDialog<CourseFormValues>
      open={course !== null}
      title={editing ? t('courseForm.editTitle', { code: editing.code }) : t('courseForm.addTitle')}
      formId={'course-form'}
      form={form}
      pending={creating.loading || updating.loading}
      submitText={t('courseForm.save')}
      pendingText={t('courseForm.saving')}
      onCancel={onClose}
      onFinish={(v) => void finish(v)}
    >
      <Form.Item name="code" label={t('courseForm.code')} rules={[required(t('courseForm.code'))]}><Input maxLength={40} /></Form.Item>
      <Form.Item name="title" label={t('courseForm.title')} rules={[required(t('courseForm.title'))]}><Input maxLength={200} /></Form.Item>
      <Form.Item name="subjectArea" label={t('courseForm.subjectArea')} extra={t('courseForm.subjectAreaHint')}
        rules={[required(t('courseForm.subjectArea')), { pattern: SCED_AREA, message: t('courseForm.areaFormat') }]}>
        <Input maxLength={2} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="credits" label={t('courseForm.credits')} rules={[{ required: true, message: t('courseForm.required', { field: t('courseForm.credits') }) }]}>
        <InputNumber min={0.25} max={2} step={0.25} />
      </Form.Item>
      <Form.Item name="gradeLevels" label={t('courseForm.gradeLevels')} rules={[{ required: true, type: 'array', min: 1, message: t('courseForm.required', { field: t('courseForm.gradeLevels') }) }]}>
        <Select mode="multiple" options={GRADES.map((g) => ({ value: g, label: String(g) }))} />
      </Form.Item>
      <Form.Item name="level" label={t('courseForm.level')}>
        <Select options={COURSE_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))} />
      </Form.Item>
      <Form.Item name="prerequisites" label={t('courseForm.prerequisites')}><Select mode="tags" open={false} /></Form.Item>
      <Form.Item name="entranceAreas" label={t('courseForm.entranceAreas')}><Select mode="tags" open={false} /></Form.Item>
    </FormDialog>
  );
}
