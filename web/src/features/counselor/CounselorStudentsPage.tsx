import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function CounselorStudentsPage() {
  return (
    <PlaceholderPage
      title="Students"
      subtitle="Every student you counsel."
      description="The searchable student list is coming in a later release."
    />
  );
}
