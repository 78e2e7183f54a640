import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Tag, theme } from 'antd';
import { AssistantInfoDocument } from '../../gql/graphql';
import { assistantLabel } from './assistant-label';

export function AssistantBadge() {
  const { token } = theme.useToken();
  // Loads the catalog assistantLabel reads.
  useTranslation('assistant');
  const { data } = useQuery(AssistantInfoDocument);
  return (
    <Tag color="purple" data-testid="ai-badge" data-provider={data?.assistantInfo.provider ?? ''} style={{ color: token.colorText }}>
      {assistantLabel(data?.assistantInfo)}
    </Tag>
  );
}
