import { useQuery } from '@apollo/client/react';
import { Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyScattergramSchoolDocument, StudentScattergramSchoolDocument } from '../../gql/graphql';
import { ScattergramSection } from './ScattergramSection';

/**
 * The signed-in student's scattergram of a college, from their own school's history (nothing without a profile). The
 * school is the server's answer (`school`, the district's default one for a student without one), never assumed here.
 */
export function MyScattergram({ unitid, size }: { unitid: string; size?: 'small' | 'default' }) {
  const { data, loading } = useQuery(MyScattergramSchoolDocument, { fetchPolicy: 'cache-first' });
  if (loading && !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const schoolId = data?.myStudent?.school?.id;
  if (!schoolId) return null;
  return <ScattergramSection unitid={unitid} schoolId={schoolId} positionIsOwn size={size} />;
}

/** Staff: one student's scattergram of a college (their school's history, their position), in a drawer. */
export function StudentScattergramDrawer({ studentId, college, onClose }: { studentId: string; college: { unitid: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('outcomes');
  const { data } = useQuery(StudentScattergramSchoolDocument, { variables: { id: studentId }, skip: !college });
  const schoolId = data?.student?.school?.id;
  return (
    <Drawer open={college !== null} onClose={onClose} size="large" title={college ? t('drawerTitle', { college: college.name }) : ''} destroyOnHidden>
      {college && schoolId && <ScattergramSection unitid={college.unitid} schoolId={schoolId} studentId={studentId} positionIsOwn={false} />}
    </Drawer>
  );
}
