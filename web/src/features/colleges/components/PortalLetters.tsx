import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography, theme } from 'antd';
import type { RecommendationRequestState } from '../../../gql/graphql';
import { LETTER_STATE_LABELS } from '../letters-format';

export interface PortalLetter { requestId: string; teacherName: string; state: RecommendationRequestState }

const COLORS: Partial<Record<RecommendationRequestState, string>> = { requested: 'default', accepted: 'processing', submitted: 'success' };

/**
 * The teachers asked through Counsel for a letter that covers this application, each with the request's state.
 * Read-only: the teacher's answer and upload move it, never a tick here.
 */
export function PortalLetters({ letters, collegeName }: { letters: readonly PortalLetter[]; collegeName: string }) {
  const { t } = useTranslation('colleges');
  const { token } = theme.useToken();
  if (!letters.length) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('portalLetters.intro')}</Typography.Text>
      <ul aria-label={t('portalLetters.list', { college: collegeName })} style={{ margin: 0, paddingInlineStart: 18 }}>
        {letters.map((l) => (
          <li key={l.requestId}>
            <Typography.Text>{l.teacherName}</Typography.Text>{' '}
            <Tag color={COLORS[l.state]} style={{ color: token.colorText }}>{LETTER_STATE_LABELS[l.state]}</Tag>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
