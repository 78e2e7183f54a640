import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from '../../components/LinkButton';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function KnowledgeBasePage() {
  return (
    <PlaceholderPage
      title="Knowledge Base"
      subtitle="Documents that feed the AI chatbot."
      description="Uploading files to the knowledge base is coming in a later release."
      extra={
        <LinkButton to="/counselor" icon={<ArrowLeftOutlined />}>
          Back
        </LinkButton>
      }
    />
  );
}
