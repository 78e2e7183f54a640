import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function CounselorContentPage() {
  return (
    <PlaceholderPage
      title="Content Library"
      subtitle="Counseling content shared with your students."
      description="The content library is coming in a later release."
    />
  );
}
