import { Card, Descriptions, Empty, Tag, Typography } from 'antd';
import type { MyStudentQuery } from '../../../gql/graphql';
import { formatGpa } from '../student-format';
import { ItemRows } from './ItemRows';

type Academics = NonNullable<MyStudentQuery['myStudent']>['academics'];

/** GPA, class rank (when present) and the current courses with level badge and grade. */
export function AcademicsPanel({ academics, emptyHint }: { academics: Academics; emptyHint?: string }) {
  return (
    <Card title="Academics" style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={[
        { key: 'gpa', label: 'GPA', children: formatGpa(academics.gpa, 'Not set') },
        ...(academics.classRank ? [{ key: 'rank', label: 'Class Rank', children: academics.classRank }] : []),
      ]} />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>Current Courses</Typography.Title>
      {academics.courses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyHint ?? 'No courses added yet.'} />
      ) : (
        <ItemRows label="Current courses" items={academics.courses} render={(course) => ({
          main: <><span>{course.courseName}</span><Tag style={{ marginInlineStart: 8 }}>{course.level}</Tag></>,
          side: course.grade ? <Typography.Text strong>{course.grade}</Typography.Text> : null,
        })} />
      )}
    </Card>
  );
}
