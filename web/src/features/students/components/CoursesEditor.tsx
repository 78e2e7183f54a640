import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import type { CourseLevel } from '../../../gql/graphql';
import type { MyStudent } from '../profile-form';
import { useCoursesSave } from '../use-profile-save';

const LEVELS = ['AP', 'Honors', 'Regular'].map((l) => ({ value: l, label: l }));
interface CourseRow { courseName?: string; level?: CourseLevel; grade?: string | null }

/** Current courses (name, level, grade), edited as a list and saved together. */
export function CoursesEditor({ student }: { student: MyStudent }) {
  const { t } = useTranslation('students');
  const [form] = Form.useForm<{ courses: CourseRow[] }>();
  const { save, saving } = useCoursesSave(student.id);
  const courses = student.academics.courses;
  useEffect(() => {
    form.setFieldsValue({ courses: courses.map((c) => ({ courseName: c.courseName, level: c.level, grade: c.grade ?? '' })) });
  }, [courses, form]);

  const submit = (values: { courses?: CourseRow[] }) =>
    save((values.courses ?? []).map((c) => ({ courseName: (c.courseName ?? '').trim(), level: c.level ?? 'Regular' /* the form requires a level */, grade: c.grade?.trim() || null })));

  return (
    <Card title={t('academics.currentCourses')} style={{ marginTop: 16 }}>
      <Form form={form} name="courses" onFinish={submit} layout="vertical">
        <Form.List name="courses">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('academics.noCourses')} />}
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="flex-start" wrap>
                  <Form.Item name={[field.name, 'courseName']} style={{ flex: '2 1 220px' }}
                    rules={[{ required: true, whitespace: true, message: t('editors.courseRule') }]}>
                    <Input aria-label={t('editors.courseNameLabel', { n: i + 1 })} placeholder={t('editors.courseName')} maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'level']} style={{ flex: '1 1 130px' }} rules={[{ required: true, message: t('editors.levelRule') }]}>
                    <Select aria-label={t('editors.courseLevel', { n: i + 1 })} options={LEVELS} placeholder={t('editors.level')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'grade']} style={{ flex: '1 1 100px' }}>
                    <Input aria-label={t('editors.courseGrade', { n: i + 1 })} placeholder={t('editors.gradePlaceholder')} maxLength={20} />
                  </Form.Item>
                  <Button aria-label={t('editors.removeCourse', { n: i + 1 })} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Flex gap={8} wrap>
                <Button icon={<PlusOutlined />} onClick={() => add({ level: 'Regular', grade: '' })} disabled={fields.length >= 40}>{t('editors.addCourse')}</Button>
                <Button type="primary" htmlType="submit" loading={saving}>{saving ? t('profile.saving') : t('editors.saveCourses')}</Button>
              </Flex>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
