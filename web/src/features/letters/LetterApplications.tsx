import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { formatDate } from '../../app/date-format';
import type { RecommendationRequestFieldsFragment } from '../../gql/graphql';

/** The colleges a letter is for, each with its deadline (or that none was entered). */
export function LetterApplications({ applications }: { applications: RecommendationRequestFieldsFragment['applications'] }) {
  const { t } = useTranslation('letters');
  if (applications.length === 0) return <Typography.Text type="secondary">{t('applications.none')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {applications.map((a) => (
        <li key={a.applicationId}>
          {a.collegeName}
          {a.plan ? ` (${a.plan})` : ''}: {a.deadline ? <time dateTime={a.deadline}>{formatDate(a.deadline)}</time> : t('applications.noDeadline')}
        </li>
      ))}
    </ul>
  );
}
