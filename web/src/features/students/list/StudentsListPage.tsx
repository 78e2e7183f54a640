import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('counselor');
  const scope = useStudentScope();
  return (
    <>
      <PageHeading title={t('studentList.title')} subtitle={t('studentList.subtitle')} extra={<StudentScopeControls scope={scope} />} />
      <Card>
        <StudentListTable pageSize={25} scope={scope.variables} ready={scope.ready} />
      </Card>
    </>
  );
}
