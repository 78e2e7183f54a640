import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function CounselorChatbotPage() {
  return (
    <PlaceholderPage
      title="AI Chatbot"
      subtitle="Ask the assistant about a student’s profile."
      description="The AI chatbot is coming in a later release."
    />
  );
}
