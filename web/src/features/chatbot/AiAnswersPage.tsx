import { FlagFilled, FlagOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Tag, Tooltip, Typography, theme, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { PageHeading } from '../../components/PageHeading';
import { FilterBar } from '../../components/FilterBar';
import { QueryTable } from '../../components/QueryTable';
import { FilterSelect } from '../../components/FilterSelect';
import { countLabel } from '../../app/count-label';
import type { ChatRatingFilter } from '../../gql/graphql';
import { AI_ANSWERS_PAGE_SIZE, useAiAnswers, type AiAnswer } from './use-ai-answers';
import { formatDate, formatDateTime } from '../../app/date-format';

const RATING_OPTIONS: { value: ChatRatingFilter; label: string }[] = [
  { value: 'HELPFUL', label: 'Helpful' },
  { value: 'NOT_HELPFUL', label: 'Not helpful' },
  { value: 'UNRATED', label: 'Unrated' },
];
const ANSWERER_OPTIONS = [
  { value: 'offline', label: 'Offline assistant' },
  { value: 'gemini', label: 'Gemini' },
  { value: 'openai', label: 'OpenAI-compatible model' },
];
const FLAG_OPTIONS = [
  { value: 'flagged', label: 'Flagged' },
  { value: 'unflagged', label: 'Not flagged' },
];
const ROLE_LABELS: Record<string, string> = { counselor: 'Counselor', admin: 'Admin' };

function RatingTag({ rating }: { rating: AiAnswer['rating'] }) {
  const { token } = theme.useToken();
  if (!rating) return <Typography.Text type="secondary">Unrated</Typography.Text>;
  // The tint carries the meaning; the text keeps the theme's text colour for contrast.
  return (
    <Flex vertical gap={2}>
      <span><Tag color={rating.helpful ? 'success' : 'error'} style={{ color: token.colorText }}>{rating.helpful ? 'Helpful' : 'Not helpful'}</Tag></span>
      {rating.reason && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{rating.reason}</Typography.Text>}
    </Flex>
  );
}

/** /admin/ai-answers: what the assistant answered, to whom, about which student, and how the asker rated it. Reading it is audited. */
export function AiAnswersPage() {
  const { token } = theme.useToken();
  const a = useAiAnswers();

  const columns: TableColumnsType<AiAnswer> = [
    { title: 'Time', dataIndex: 'at', key: 'at', width: 110, render: (at: string) => <time dateTime={at}>{formatDateTime(at)}</time> },
    {
      title: 'Asked by', key: 'asker', width: 130,
      render: (_, r) => <Flex vertical><span>{r.asker.displayName}</span><Typography.Text type="secondary">{ROLE_LABELS[r.askerRole] ?? r.askerRole}</Typography.Text></Flex>,
    },
    { title: 'Student', key: 'student', width: 120, render: (_, r) => r.student?.displayName ?? (r.studentId ? 'Unknown student' : '—') },
    { title: 'Question', dataIndex: 'question', key: 'question', width: 180, render: (q: string | null) => q ?? <Typography.Text type="secondary">Not kept</Typography.Text> },
    {
      title: 'Answer', key: 'answer', width: 300,
      render: (_, r) => (
        <Flex vertical gap={4}>
          {r.answer
            ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} ellipsis={{ rows: 4, expandable: 'collapsible' }}>{r.answer}</Typography.Paragraph>
            : <Typography.Text type="secondary">{r.outcome === 'error' ? 'No answer (the turn failed)' : 'Not kept'}</Typography.Text>}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>Answered by {r.answeredBy}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Sources', key: 'sources', width: 170,
      render: (_, r) => r.sources.length
        ? <Flex wrap gap={4} role="list" aria-label="Sources">{r.sources.map((s, i) => <Tag role="listitem" key={i} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>{s.type}{s.title ? `: ${s.title}` : ''}</Tag>)}</Flex>
        : <Typography.Text type="secondary">None cited</Typography.Text>,
    },
    { title: 'Rating', key: 'rating', width: 150, render: (_, r) => <RatingTag rating={r.rating} /> },
    {
      title: 'Follow-up', key: 'flag', width: 110,
      render: (_, r) => (
        <Tooltip title={r.flag ? `Flagged by ${r.flag.flaggedBy.displayName} on ${formatDate(r.flag.at)}` : undefined}>
          <Button size="small" danger={Boolean(r.flag)} icon={r.flag ? <FlagFilled /> : <FlagOutlined />} aria-pressed={Boolean(r.flag)}
            disabled={a.flagging} onClick={() => void a.toggleFlag(r)} data-testid="flag-toggle">
            {r.flag ? 'Flagged' : 'Flag'}
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
        title="AI Answers"
        subtitle="What the assistant answered, who asked about which student, the sources it cited and how the asker rated it. Reading this page is recorded in the staff audit log."
      />
      <Card>
        <FilterBar label="Filter the answers" filtered={a.filtered} onClear={a.clearFilters} summary={countLabel(a.total, 'answer', 'answers')} summaryTestId="answers-total">
          <FilterSelect label="Rating" placeholder="All ratings" value={a.filters.rating} options={RATING_OPTIONS} onChange={a.setRating} minWidth={160} />
          <FilterSelect label="Answered by" placeholder="All answerers" value={a.filters.answeredBy} options={ANSWERER_OPTIONS} onChange={a.setAnsweredBy} minWidth={200} />
          <FilterSelect label="Follow-up" placeholder="Any follow-up" value={a.filters.flagged === null ? null : a.filters.flagged ? 'flagged' : 'unflagged'}
            options={FLAG_OPTIONS} onChange={(v) => a.setFlagged(v ? v === 'flagged' : null)} minWidth={160} />
          <DatePicker.RangePicker aria-label="Dates" allowEmpty={[true, true]} onChange={(d) => onDays(d as [Dayjs | null, Dayjs | null] | null)} />
        </FilterBar>
        <QueryTable<AiAnswer>
          regionLabel="Answers"
          error={a.error && { title: 'Could not load the answers.', description: a.error.message, retryLabel: 'Retry', onRetry: a.refetch }}
          columns={columns}
          dataSource={a.answers}
          loading={a.loading}
          tableLayout="fixed"
          scroll={{ x: 1270 }}
          locale={{ emptyText: a.filtered ? 'No answers match these filters' : 'No answers yet' }}
          paging={{ page: a.filters.page, pageSize: AI_ANSWERS_PAGE_SIZE, total: a.total, onChange: a.setPage }}
        />
      </Card>
    </>
  );
}
