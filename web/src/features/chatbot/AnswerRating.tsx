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
  const [rate, { loading }] = useMutation(RateChatTurnDocument);
  const [rated, setRated] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');

  const save = async (helpful: boolean, why: string | null) => {
    try {
      await rate({ variables: { turnId, helpful, reason: why } });
      setRated(helpful);
      setAsking(false);
      toast.success('Rating saved', helpful ? 'Marked as helpful.' : 'Marked as not helpful.');
    } catch (error) {
      toast.error('Failed to save rating', graphqlMessage(error) ?? 'Please try again.');
    }
  };

  return (
    <Flex vertical gap={token.marginXXS} style={{ marginTop: token.marginXS }} data-testid="answer-rating">
      <Flex gap={token.marginXS} align="center" wrap>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {rated === null ? 'Was this answer helpful?' : rated ? 'You rated this answer helpful.' : 'You rated this answer not helpful.'}
        </Typography.Text>
        <Button size="small" icon={<LikeOutlined />} aria-pressed={rated === true} type={rated === true ? 'primary' : 'default'}
          disabled={loading} onClick={() => void save(true, null)}>
          Helpful
        </Button>
        <Button size="small" icon={<DislikeOutlined />} aria-pressed={rated === false} type={rated === false ? 'primary' : 'default'}
          disabled={loading} onClick={() => setAsking(true)}>
          Not helpful
        </Button>
      </Flex>
      {asking && (
        <Flex vertical gap={token.marginXXS}>
          <Input.TextArea aria-label="Why was it not helpful? (optional)" placeholder="Why was it not helpful? (optional)" value={reason}
            maxLength={REASON_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} onChange={(e) => setReason(e.target.value)} />
          <Flex gap={token.marginXS}>
            <Button size="small" type="primary" loading={loading} onClick={() => void save(false, reason.trim() || null)}>Submit rating</Button>
            <Button size="small" onClick={() => setAsking(false)}>Cancel</Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
