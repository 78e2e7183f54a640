import { Card } from 'antd';
import { PageHeading } from '../../../components/PageHeading';
import { StudentListTable } from './StudentListTable';
import { StudentScopeControls } from './StudentScopeControls';
import { useStudentScope } from './use-student-scope';

/**
 * `/counselor/students` and `/admin/students`: the students the caller may see, searched and paged on the server;
 * counselors switch between their caseload and their schools, and anyone with several schools filters by one.
 */
export function StudentsListPage() {
  const scope = useStudentScope();
  return (
    <>
      <PageHeading title="Students" subtitle="Search every student by name or email and open a profile." extra={<StudentScopeControls scope={scope} />} />
      <Card>
        <StudentListTable pageSize={25} scope={scope.variables} ready={scope.ready} />
      </Card>
    </>
  );
}
