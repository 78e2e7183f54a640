import { useTranslation } from 'react-i18next';
import { Flex, Switch, Typography, theme } from 'antd';
import type { RecommendationRequestFieldsFragment } from '../../gql/graphql';

type Request = Pick<RecommendationRequestFieldsFragment, 'id' | 'state' | 'bragSheetShared' | 'teacher'>;

/** A request no teacher works on any more may stop sharing, not start. */
const closed = (r: Request) => r.state === 'declined' || r.state === 'cancelled';

/** The student's per-request choice to show their brag sheet to the teacher asked, said in words beside the switch. */
export function BragSheetShareSwitch({ request, busy, onChange }: { request: Request; busy: boolean; onChange: (shared: boolean) => void }) {
  const { t } = useTranslation('letters');
  const { token } = theme.useToken();
  return (
    <Flex gap={token.marginXS} align="center" wrap={false}>
      <Switch
        size="small"
        checked={request.bragSheetShared}
        loading={busy}
        disabled={!request.bragSheetShared && closed(request)}
        aria-label={t('share.label', { name: request.teacher.name })}
        onChange={onChange}
      />
      <Typography.Text type={request.bragSheetShared ? undefined : 'secondary'} style={{ whiteSpace: 'nowrap' }}>{request.bragSheetShared ? t('share.on') : t('share.off')}</Typography.Text>
    </Flex>
  );
}
