import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function StudentProfilePage() {
  return (
    <PlaceholderPage
      title="My Profile"
      subtitle="Manage your personal and academic information."
      description="Editing your profile (academics, test scores and activities) is coming in a later release."
    />
  );
}
