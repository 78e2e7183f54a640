import { useQuery } from '@apollo/client/react';
import { Tag, theme } from 'antd';
import { AssistantInfoDocument } from '../../gql/graphql';

/** Names what actually answers: Gemini and its model when configured, else the offline assistant. */
export function assistantLabel(info: { provider: string; model?: string | null } | undefined): string {
  if (!info) return 'Assistant';
  if (info.provider === 'gemini') return `Powered by Gemini${info.model ? ` (${info.model})` : ''}`;
  return 'Answered by the offline assistant (no generative model configured)';
}

export function AssistantBadge() {
  const { token } = theme.useToken();
  const { data } = useQuery(AssistantInfoDocument);
  return (
    <Tag color="purple" data-testid="ai-badge" data-provider={data?.assistantInfo.provider ?? ''} style={{ color: token.colorText }}>
      {assistantLabel(data?.assistantInfo)}
    </Tag>
  );
}
