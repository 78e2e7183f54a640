import { useTranslation } from 'react-i18next';
import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { useToast } from '../../app/use-toast';
import { RateChatTurnDocument } from '../../gql/graphql';

const REASON_MAX = 500;

/**
 * Under an assistant answer: the counselor who asked says whether it helped, and for a "not helpful"
 * may say why. Rating again replaces the rating; admins read them on the AI answers page.
 */
export function AnswerRating({ turnId }: { turnId: string }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const { t } = useTranslation(['assistant', 'common']);
  const [rate, { loading }] = useMutation(RateChatTurnDocument);
  const [rated, setRated] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');

  const save = async (helpful: boolean, why: string | null) => {
    try {
      await rate({ variables: { turnId, helpful, reason: why } });
      setRated(helpful);
      setAsking(false);
      toast.success(t('rating.saved'), helpful ? t('rating.markedHelpful') : t('rating.markedNotHelpful'));
    } catch (error) {
      toast.error(t('rating.saveError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
    }
  };

  return (
    <Flex vertical gap={token.marginXXS} style={{ marginTop: token.marginXS }} data-testid="answer-rating">
      <Flex gap={token.marginXS} align="center" wrap>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {rated === null ? t('rating.question') : rated ? t('rating.youHelpful') : t('rating.youNotHelpful')}
        </Typography.Text>
        <Button size="small" icon={<LikeOutlined />} aria-pressed={rated === true} type={rated === true ? 'primary' : 'default'}
          disabled={loading} onClick={() => void save(true, null)}>
          {t('rating.helpful')}
        </Button>
        <Button size="small" icon={<DislikeOutlined />} aria-pressed={rated === false} type={rated === false ? 'primary' : 'default'}
          disabled={loading} onClick={() => setAsking(true)}>
          {t('rating.notHelpful')}
        </Button>
      </Flex>
      {asking && (
        <Flex vertical gap={token.marginXXS}>
          <Input.TextArea aria-label={t('rating.why')} placeholder={t('rating.why')} value={reason}
            maxLength={REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} onChange={(e) => setReason(e.target.value)} />
          <Flex gap={token.marginXS}>
            <Button size="small" type="primary" loading={loading} onClick={() => void save(false, reason.trim() || null)}>{t('rating.submit')}</Button>
            <Button size="small" onClick={() => setAsking(false)}>{t('common:actions.cancel')}</Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
