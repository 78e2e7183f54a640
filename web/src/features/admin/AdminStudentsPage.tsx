import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function AdminStudentsPage() {
  return (
    <PlaceholderPage
      title="Students"
      subtitle="Every student in the portal."
      description="Student management is coming in a later release."
    />
  );
}
