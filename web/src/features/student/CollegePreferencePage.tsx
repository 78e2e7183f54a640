import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function CollegePreferencePage() {
  return (
    <PlaceholderPage
      title="College Preference"
      subtitle="Tell your counselor what you are looking for in a college."
      description="The college-preference questionnaire is coming in a later release."
    />
  );
}
