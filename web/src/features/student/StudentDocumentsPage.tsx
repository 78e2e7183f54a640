import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function StudentDocumentsPage() {
  return (
    <PlaceholderPage
      title="Documents"
      subtitle="Upload and manage your application documents."
      description="Uploading and managing your documents is coming in a later release."
    />
  );
}
