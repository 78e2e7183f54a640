import { Card } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { StudentListTable } from './StudentListTable';

/** `/counselor/students` and `/admin/students`: every student, searched and paged on the server. */
export function StudentsListPage() {
  return (
    <>
      <PageHeading title="Students" subtitle="Search every student by name or email and open a profile." />
      <Card>
        <StudentListTable pageSize={25} />
      </Card>
    </>
  );
}
