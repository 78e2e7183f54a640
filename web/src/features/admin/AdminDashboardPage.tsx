import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function AdminDashboardPage() {
  return (
    <PlaceholderPage
      title="Admin Dashboard"
      subtitle="Accounts, content and usage across the portal."
      description="Statistics, quick actions and user management are coming in a later release."
    />
  );
}
