import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { FlagFilled, FlagOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Tag, Tooltip, Typography, theme, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { PageHeading } from '../../components/PageHeading';
import { FilterBar } from '../../components/FilterBar';
import { QueryTable } from '../../components/QueryTable';
import { FilterSelect } from '../../components/FilterSelect';

import type { ChatRatingFilter } from '../../gql/graphql';
import { AI_ANSWERS_PAGE_SIZE, useAiAnswers, type AiAnswer } from './use-ai-answers';
import { formatDate, formatDateTime } from '../../app/date-format';

const tr = (key: string) => i18next.t(key, { ns: 'assistant' });
const ratingOptions = (): { value: ChatRatingFilter; label: string }[] => [
  { value: 'HELPFUL', label: tr('rating.helpful') },
  { value: 'NOT_HELPFUL', label: tr('rating.notHelpful') },
  { value: 'UNRATED', label: tr('rating.unrated') },
];
const answererOptions = () => [
  { value: 'offline', label: tr('answers.offline') },
  { value: 'gemini', label: 'Gemini' },
  { value: 'openai', label: tr('answers.openai') },
];
const flagOptions = () => [
  { value: 'flagged', label: tr('answers.flagged') },
  { value: 'unflagged', label: tr('answers.notFlagged') },
];
const ROLES = ['counselor', 'admin'];

function RatingTag({ rating }: { rating: AiAnswer['rating'] }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('assistant');
  if (!rating) return <Typography.Text type="secondary">{t('rating.unrated')}</Typography.Text>;
  // The tint carries the meaning; the text keeps the theme's text colour for contrast.
  return (
    <Flex vertical gap={2}>
      <span><Tag color={rating.helpful ? 'success' : 'error'} style={{ color: token.colorText }}>{rating.helpful ? t('rating.helpful') : t('rating.notHelpful')}</Tag></span>
      {rating.reason && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{rating.reason}</Typography.Text>}
    </Flex>
  );
}

/** /admin/ai-answers: what the assistant answered, to whom, about which student, and how the asker rated it. Reading it is audited. */
export function AiAnswersPage() {
  const { token } = theme.useToken();
  const { t } = useTranslation(['assistant', 'common']);
  const a = useAiAnswers();

  const columns: TableColumnsType<AiAnswer> = [
    { title: t('answers.time'), dataIndex: 'at', key: 'at', width: 110, render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time> },
    {
      title: t('answers.askedBy'), key: 'asker', width: 130,
      render: (_, r) => <Flex vertical><span>{r.asker.displayName}</span><Typography.Text type="secondary">{ROLES.includes(r.askerRole) ? t(`answers.roles.${r.askerRole}`) : r.askerRole}</Typography.Text></Flex>,
    },
    { title: t('answers.student'), key: 'student', width: 120, render: (_, r) => r.student?.displayName ?? (r.studentId ? t('answers.unknownStudent') : '—') },
    { title: t('answers.question'), dataIndex: 'question', key: 'question', width: 180, render: (q: string | null) => q ?? <Typography.Text type="secondary">{t('answers.notKept')}</Typography.Text> },
    {
      title: t('answers.answer'), key: 'answer', width: 300,
      render: (_, r) => (
        <Flex vertical gap={4}>
          {r.answer
            ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} ellipsis={{ rows: 4, expandable: 'collapsible' }}>{r.answer}</Typography.Paragraph>
            : <Typography.Text type="secondary">{r.outcome === 'error' ? t('answers.failed') : t('answers.notKept')}</Typography.Text>}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{t('answers.answeredByName', { name: r.answeredBy })}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('sources'), key: 'sources', width: 170,
      render: (_, r) => r.sources.length
        ? <Flex wrap gap={4} role="list" aria-label={t('sources')}>{r.sources.map((s, i) => <Tag role="listitem" key={i} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>{s.type}{s.title ? `: ${s.title}` : ''}</Tag>)}</Flex>
        : <Typography.Text type="secondary">{t('answers.noneCited')}</Typography.Text>,
    },
    { title: t('answers.rating'), key: 'rating', width: 150, render: (_, r) => <RatingTag rating={r.rating} /> },
    {
      title: t('answers.followUp'), key: 'flag', width: 110,
      render: (_, r) => (
        <Tooltip title={r.flag ? t('answers.flaggedBy', { name: r.flag.flaggedBy.displayName, date: formatDate(r.flag.at) }) : undefined}>
          <Button size="small" danger={Boolean(r.flag)} icon={r.flag ? <FlagFilled /> : <FlagOutlined />} aria-pressed={Boolean(r.flag)}
            disabled={a.flagging} onClick={() => void a.toggleFlag(r)} data-testid="flag-toggle">
            {r.flag ? t('answers.flagged') : t('answers.flag')}
          </Button>
        </Tooltip>
      ),
    },
  ];

  const onDays = (days: [Dayjs | null, Dayjs | null] | null) =>
    a.setDays(days?.[0]?.format('YYYY-MM-DD') ?? null, days?.[1]?.format('YYYY-MM-DD') ?? null);

  return (
    <>
      <PageHeading
        title={t('answers.title')}
        subtitle={t('answers.subtitle')}
      />
      <Card>
        <FilterBar label={t('answers.filter')} filtered={a.filtered} onClear={a.clearFilters} summary={t('answers.total', { count: a.total })} summaryTestId="answers-total">
          <FilterSelect label={t('answers.rating')} placeholder={t('answers.allRatings')} value={a.filters.rating} options={ratingOptions()} onChange={a.setRating} minWidth={160} />
          <FilterSelect label={t('answers.answeredBy')} placeholder={t('answers.allAnswerers')} value={a.filters.answeredBy} options={answererOptions()} onChange={a.setAnsweredBy} minWidth={200} />
          <FilterSelect label={t('answers.followUp')} placeholder={t('answers.anyFollowUp')} value={a.filters.flagged === null ? null : a.filters.flagged ? 'flagged' : 'unflagged'}
            options={flagOptions()} onChange={(v) => a.setFlagged(v ? v === 'flagged' : null)} minWidth={160} />
          <DatePicker.RangePicker aria-label={t('answers.dates')} allowEmpty={[true, true]} onChange={(d) => onDays(d as [Dayjs | null, Dayjs | null] | null)} />
        </FilterBar>
        <QueryTable<AiAnswer>
          regionLabel={t('answers.region')}
          error={a.error && { title: t('answers.loadError'), description: a.error.message, retryLabel: t('retry'), onRetry: a.refetch }}
          columns={columns}
          dataSource={a.answers}
          loading={a.loading}
          tableLayout="fixed"
          scroll={{ x: 1270 }}
          locale={{ emptyText: a.filtered ? t('answers.noMatch') : t('answers.none') }}
          paging={{ page: a.filters.page, pageSize: AI_ANSWERS_PAGE_SIZE, total: a.total, onChange: a.setPage }}
        />
      </Card>
    </>
  );
}
