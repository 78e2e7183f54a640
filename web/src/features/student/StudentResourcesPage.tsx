import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function StudentResourcesPage() {
  return (
    <PlaceholderPage
      title="Resources"
      subtitle="Counseling resources from your school."
      description="The library of counseling resources is coming in a later release."
    />
  );
}
