import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Empty, Tag, Typography } from 'antd';
import type { MyStudentQuery } from '../../../gql/graphql';
import { formatGpa, orNotSet } from '../student-format';
import { ItemRows } from './ItemRows';

type Academics = NonNullable<MyStudentQuery['myStudent']>['academics'];

/** GPA, class rank (when present) and the current courses with level badge and grade. */
export function AcademicsPanel({ academics, emptyHint }: { academics: Academics; emptyHint?: string }) {
  const { t } = useTranslation('students');
  return (
    <Card title={t('academics.title')} style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={[
        { key: 'gpa', label: t('academics.gpa'), children: formatGpa(academics.gpa, orNotSet(null)) },
        ...(academics.classRank ? [{ key: 'rank', label: t('academics.classRank'), children: academics.classRank }] : []),
      ]} />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>{t('academics.currentCourses')}</Typography.Title>
      {academics.courses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyHint ?? t('academics.noCourses')} />
      ) : (
        <ItemRows label={t('academics.currentCoursesList')} items={academics.courses} render={(course) => ({
          main: <><span>{course.courseName}</span><Tag style={{ marginInlineStart: 8 }}>{course.level}</Tag></>,
          side: course.grade ? <Typography.Text strong>{course.grade}</Typography.Text> : null,
        })} />
      )}
    </Card>
  );
}
