import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function StudentDashboardPage() {
  return (
    <PlaceholderPage
      title="Student Dashboard"
      subtitle="Your overview of academics, activities and documents."
      description="Your dashboard with your profile summary, academics, activities and documents is coming in a later release."
    />
  );
}
