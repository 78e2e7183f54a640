import { useTranslation } from 'react-i18next';
import { Tag, theme } from 'antd';
import type { RecommendationRequestState } from '../../gql/graphql';

const COLORS: Record<RecommendationRequestState, string> = {
  requested: 'processing',
  accepted: 'blue',
  declined: 'error',
  cancelled: 'default',
  submitted: 'success',
};

/** A request's state: the word carries the meaning, the tint only repeats it (text keeps the theme's colour for contrast). */
export function RequestStateTag({ state }: { state: RecommendationRequestState }) {
  // Loads its catalog itself: the teacher's queue shows it too.
  const { t } = useTranslation('letters');
  const { token } = theme.useToken();
  return <Tag color={COLORS[state]} style={{ color: token.colorText }}>{t(`state.${state}`)}</Tag>;
}
