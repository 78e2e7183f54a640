import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from '../../components/LinkButton';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder until this screen ships (walking skeleton, issue 2). */
export function CounselorStudentProfilePage() {
  return (
    <PlaceholderPage
      title="Student Profile"
      subtitle="A read-only view of one student."
      description="The student’s profile, preferences and documents are coming in a later release."
      extra={
        <LinkButton to="/counselor" icon={<ArrowLeftOutlined />}>
          Back
        </LinkButton>
      }
    />
  );
}
