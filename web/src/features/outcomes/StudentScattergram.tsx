import { useQuery } from '@apollo/client/react';
import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyScattergramSchoolDocument, StudentScattergramSchoolDocument } from '../../gql/graphql';
import { ScattergramSection } from './ScattergramSection';

/** The district's default school (kit DEFAULT_SCHOOL_ID): a student record without a school belongs to it. */
const DEFAULT_SCHOOL_ID = 'school-default';

/** The signed-in student's scattergram of a college, from their own school's history (nothing without a profile). */
export function MyScattergram({ unitid, size }: { unitid: string; size?: 'small' | 'default' }) {
  const { data, loading } = useQuery(MyScattergramSchoolDocument, { fetchPolicy: 'cache-first' });
  if (loading && !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const me = data?.myStudent;
  if (!me) return null;
  return <ScattergramSection unitid={unitid} schoolId={me.schoolId ?? DEFAULT_SCHOOL_ID} positionIsOwn size={size} />;
}

/** Staff: one student's scattergram of a college (their school's history, their position), in a drawer. */
export function StudentScattergramDrawer({ studentId, college, onClose }: { studentId: string; college: { unitid: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('outcomes');
  const { data } = useQuery(StudentScattergramSchoolDocument, { variables: { id: studentId }, skip: !college });
  return (
    <Drawer open={college !== null} onClose={onClose} size="large" title={college ? t('drawerTitle', { college: college.name }) : ''} destroyOnHidden>
      {college && data?.student && (
        <ScattergramSection unitid={college.unitid} schoolId={data.student.schoolId ?? DEFAULT_SCHOOL_ID} studentId={studentId} positionIsOwn={false} />
      )}
    </Drawer>
  );
}
