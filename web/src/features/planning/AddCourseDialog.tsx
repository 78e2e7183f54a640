import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Alert, Form, Input, Radio, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { usePagedSearch } from '../../app/use-paged-search';
import { FormDialog } from '../../components/FormDialog';
import { SchoolCoursesDocument, type AcademicTerm, type CatalogCourseFieldsFragment, type PlanEntryState } from '../../gql/graphql';
import { courseOption, offeredIn } from './catalog-options';
import { GRADES } from './plan-grid';
import { TERMS, type NewEntry } from './plan-edits';

interface Values { grade: number; term: AcademicTerm; courseId: string; state: PlanEntryState; mark?: string }

interface AddCourseDialogProps {
  schoolId: string;
  /** The cell the student chose; null: closed. */
  place: { grade: number; term: AcademicTerm } | null;
  onAdd: (entry: NewEntry) => void;
  onClose: () => void;
}

/** Picks a course of the school's catalog (searched by code or title, only those offered in the grade) for a cell of the plan. */
export function AddCourseDialog({ schoolId, place, onAdd, onClose }: AddCourseDialogProps) {
  const { t } = useTranslation('planning');
  const [form] = Form.useForm<Values>();
  const search = usePagedSearch();
  const grade = Form.useWatch('grade', form) ?? place?.grade ?? 9;
  const state = Form.useWatch('state', form);
  const courses = useQuery(SchoolCoursesDocument, { variables: { schoolId, q: search.query || null, first: 50, offset: 0 }, skip: !place, fetchPolicy: 'cache-and-network' });
  // Courses seen in this dialog, so the chosen one stays known while the search changes.
  const [known, setKnown] = useState(new Map<string, CatalogCourseFieldsFragment>());
  const items = courses.data?.schoolCourses.items;
  useEffect(() => {
    if (items) setKnown((seen) => new Map([...seen, ...items.map((c) => [c.id, c] as const)]));
  }, [items]);

  useEffect(() => {
    if (place) form.setFieldsValue({ grade: place.grade, term: place.term, courseId: undefined, state: 'PLANNED', mark: '' });
  }, [place, form]);

  const options = offeredIn(items ?? [], grade).map((c) => ({ value: c.id, label: courseOption(c) }));

  return (
    <FormDialog<Values>
      open={place !== null}
      title={t('add.title')}
      formId="add-plan-course"
      form={form}
      pending={false}
      submitText={t('add.submit')}
      pendingText={t('add.pending')}
      onCancel={onClose}
      onFinish={(v) => {
        const course = known.get(v.courseId);
        if (!course) return;
        onAdd({ course, grade: v.grade, term: v.term, state: v.state, mark: v.mark });
        onClose();
      }}
    >
      <Form.Item name="grade" label={t('add.grade')} rules={[{ required: true }]}>
        <Select options={GRADES.map((g) => ({ value: g, label: t('grid.grade', { grade: g }) }))} />
      </Form.Item>
      <Form.Item name="term" label={t('add.term')} rules={[{ required: true }]}>
        <Select options={TERMS.map((term) => ({ value: term, label: t(`term.${term}`) }))} />
      </Form.Item>
      <Form.Item name="courseId" label={t('add.course')} rules={[
        { required: true, message: t('add.courseRequired') },
        { validator: async (_, id?: string) => { if (id && !known.get(id)?.gradeLevels.includes(grade)) throw new Error(t('add.noCourses', { grade })); } },
      ]}>
        <Select
          showSearch={{ filterOption: false, onSearch: search.setSearch }}
          placeholder={t('add.coursePlaceholder')}
          options={options}
          loading={courses.loading}
          notFoundContent={courses.loading ? <Spin size="small" aria-label={t('add.searching')} /> : t('add.noCourses', { grade })}
        />
      </Form.Item>
      {courses.error && <Alert type="error" showIcon title={t('add.searchFailed')} description={courses.error.message} style={{ marginBottom: 16 }} />}
      <Form.Item name="state" label={t('add.state')}>
        <Radio.Group options={(['PLANNED', 'COMPLETED'] as const).map((s) => ({ value: s, label: t(`entryState.${s}`) }))} />
      </Form.Item>
      {state === 'COMPLETED' && (
        <Form.Item name="mark" label={t('add.mark')} rules={[{ required: true, whitespace: true, message: t('add.markRequired') }]}>
          <Input maxLength={4} style={{ width: 120 }} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
