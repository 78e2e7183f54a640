import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function CounselorDashboardPage() {
  return (
    <PlaceholderPage
      title="Counselor Dashboard"
      subtitle="Your students, applications and content at a glance."
      description="Student statistics, quick actions and the student list are coming in a later release."
    />
  );
}
