import { useTranslation } from 'react-i18next';
import { Timeline, Typography } from 'antd';
import type { MyApplication } from '../use-my-list';
import { formatDateTime } from '../../../app/date-format';

/** Every change to one application, newest first, with who made it and when. */
export function ApplicationHistory({ history }: { history: MyApplication['history'] }) {
  const { t } = useTranslation('colleges');
  if (history.length === 0) return <Typography.Text type="secondary">{t('history.none')}</Typography.Text>;
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Timeline
      items={newestFirst.map((change, i) => ({
        key: `${change.at}-${i}`,
        content: (
          <>
            <Typography.Text>{change.summary}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{formatDateTime(change.at, change.at)} · {change.actorName ?? t('history.someone')}</Typography.Text>
          </>
        ),
      }))}
    />
  );
}
