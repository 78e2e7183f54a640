import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function SystemSettingsPage() {
  return (
    <PlaceholderPage
      title="System Settings"
      subtitle="Configure the AI chatbot."
      description="Editing the chatbot system prompt is coming in a later release."
    />
  );
}
