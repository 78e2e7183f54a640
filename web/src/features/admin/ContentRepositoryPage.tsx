import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function ContentRepositoryPage() {
  return (
    <PlaceholderPage
      title="Content Repository"
      subtitle="Documents, links and notes that feed the AI chatbot."
      description="The content repository with search and reindexing is coming in a later release."
    />
  );
}
