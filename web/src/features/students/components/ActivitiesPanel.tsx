import { useTranslation } from 'react-i18next';
import { Card, Empty, Typography } from 'antd';
import type { MyStudentQuery } from '../../../gql/graphql';
import { hoursPerWeek, yearsText } from '../student-format';
import { ItemRows } from './ItemRows';

type Activities = NonNullable<MyStudentQuery['myStudent']>['activities'];

/** Each activity with its role, years and hours per week ('N hrs/week'). */
export function ActivitiesPanel({ activities, emptyHint }: { activities: Activities; emptyHint?: string }) {
  const { t } = useTranslation('students');
  return (
    <Card title={t('activities.title')} style={{ height: '100%' }}>
      {activities.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyHint ?? t('activities.noActivities')} />
      ) : (
        <ItemRows label={t('activities.title')} items={activities} render={(a) => ({
          main: (
            <>
              <Typography.Text strong>{a.name}</Typography.Text>
              {(a.role || a.years !== null) && (
                <div><Typography.Text type="secondary">{[a.role, yearsText(a.years)].filter(Boolean).join(' · ')}</Typography.Text></div>
              )}
            </>
          ),
          side: hoursPerWeek(a.hoursPerWeek),
        })} />
      )}
    </Card>
  );
}
