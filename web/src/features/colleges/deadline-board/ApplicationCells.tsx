import { useTranslation } from 'react-i18next';
import { WarningOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import type { DeadlineSource, RecommendationRequestState, SchoolDocumentKind, SchoolDocumentState } from '../../../gql/graphql';
import { LETTER_STATE_LABELS, lettersMissingText, PACKET_LABELS, PACKET_STATE_LABELS, shownPacket } from '../letters-format';
import { SOURCE_LABELS } from '../application-labels';
import { relativeDays } from '../deadline-dates';
import { formatDate } from '../../../app/date-format';

/** The deadline in force: the date and how far off it is, or "Unknown" (never guessed), and where it comes from. */
export function DeadlineCell({ deadline, source, showSource = true }: { deadline: string | null; source: DeadlineSource; showSource?: boolean }) {
  const { t } = useTranslation('deadlineBoard');
  return (
    <Flex vertical>
      {deadline ? (
        <Typography.Text strong>
          {formatDate(deadline)} <Typography.Text type="secondary">({relativeDays(deadline)})</Typography.Text>
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('unknown')}</Typography.Text>
      )}
      {showSource && deadline && <Typography.Text type="secondary">{SOURCE_LABELS[source]}</Typography.Text>}
    </Flex>
  );
}

/** What the application still needs, or that nothing is missing. */
export function MissingCell({ missing }: { missing: string[] }) {
  const { t } = useTranslation('deadlineBoard');
  if (!missing.length) return <Typography.Text>{t('nothingMissing')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={t('columns.missing')}>
      {missing.map((m) => <li key={m}>{m}</li>)}
    </ul>
  );
}

/** The rules that help (two binding applications, a passed deadline), in their own words. */
export function FlagsCell({ flags }: { flags: { code: string; message: string }[] }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('deadlineBoard');
  if (!flags.length) return <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {flags.map((f) => (
        <Tag key={f.code} color="error" icon={<WarningOutlined aria-hidden />} style={{ whiteSpace: 'normal', marginInlineEnd: 0, color: token.colorText }}>
          {f.message}
        </Tag>
      ))}
    </Flex>
  );
}

/** The letters asked through Counsel for this application: how many are missing, then each teacher with the state. */
export function LettersCell({ letters, missing }: { letters: { requestId: string; teacherName: string; state: RecommendationRequestState }[]; missing: number }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('deadlineBoard');
  if (!letters.length) return <Typography.Text type="secondary">{t('noLetters')}</Typography.Text>;
  return (
    <Flex vertical gap={2} align="flex-start">
      {missing > 0 ? <Tag color="warning" style={{ marginInlineEnd: 0, color: token.colorText }}>{lettersMissingText(missing)}</Tag> : <Typography.Text>{t('allLettersIn')}</Typography.Text>}
      <Typography.Text type="secondary">{letters.map((l) => `${l.teacherName}: ${LETTER_STATE_LABELS[l.state].toLowerCase()}`).join('; ')}</Typography.Text>
    </Flex>
  );
}

/** The student's counselor packet: each item with its state (the later reports once started). */
export function PacketCell({ packet }: { packet: { kind: SchoolDocumentKind; state: SchoolDocumentState }[] }) {
  const { t } = useTranslation('deadlineBoard');
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={t('columns.packet')}>
      {shownPacket(packet).map((i) => (
        <li key={i.kind}>
          {PACKET_LABELS[i.kind]}: <Typography.Text strong={i.state === 'ready'}>{PACKET_STATE_LABELS[i.state]}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
