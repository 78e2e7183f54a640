import { Card, Descriptions, Empty, Tag, Typography, type DescriptionsProps } from 'antd';
import type { CounselorStudentProfileQuery } from '../../../gql/graphql';
import { formatGpa, orNotSet } from '../../students/student-format';

type Student = NonNullable<CounselorStudentProfileQuery['student']>;

const longText = (v: string | null | undefined) =>
  v && v.trim() ? <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{v}</Typography.Paragraph> : 'Not set';

/** A titled card of labelled facts, one a line, as tall as its row so that cards side by side line up. */
function FactsCard({ title, items }: { title: string; items: DescriptionsProps['items'] }) {
  return (
    <Card title={title} style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

export function PersonalInfoCard({ student: s }: { student: Student }) {
  const name = [s.user?.firstName ?? s.firstName, s.user?.lastName ?? s.lastName].filter(Boolean).join(' ');
  return (
    <FactsCard title="Personal Information" items={[
      { key: 'name', label: 'Name', children: orNotSet(name) },
      { key: 'email', label: 'Email', children: orNotSet(s.user?.email ?? s.email) },
      { key: 'dob', label: 'Date of Birth', children: orNotSet(s.dateOfBirth) },
      { key: 'siblings', label: 'Siblings', children: orNotSet(s.siblings) },
      { key: 'school', label: 'High School', children: orNotSet(s.highSchoolName) },
      { key: 'location', label: 'Location', children: orNotSet(s.highSchoolLocation) },
      { key: 'grade', label: 'Grade', children: orNotSet(s.grade) },
    ]} />
  );
}

export function AcademicInfoCard({ student: s }: { student: Student }) {
  return (
    <FactsCard title="Academic Information" items={[
      { key: 'gpa', label: 'GPA', children: formatGpa(s.gpa, 'Not set') },
      { key: 'sat', label: 'SAT Score', children: orNotSet(s.satScore) },
      { key: 'act', label: 'ACT Score', children: orNotSet(s.actScore) },
      { key: 'rank', label: 'Class Rank', children: orNotSet(s.classRank) },
      { key: 'colleges', label: 'Target Colleges', children: s.targetColleges },
      { key: 'ap', label: 'AP / IB / Honors', children: longText(s.apIbHonors) },
      { key: 'outside', label: 'Activities Outside School', children: longText(s.activitiesOutsideSchool) },
      { key: 'clubs', label: 'Clubs', children: longText(s.clubs) },
      { key: 'intern', label: 'Internships / Volunteer', children: longText(s.internshipsVolunteer) },
      { key: 'lead', label: 'Leadership', children: longText(s.leadership) },
    ]} />
  );
}

const list = (items: string[]) =>
  items.length ? <ul style={{ margin: 0, paddingInlineStart: 18 }}>{items.map((t) => <li key={t}>{t}</li>)}</ul> : 'Not set';

export function PreferencesCard({ student: s }: { student: Student }) {
  const p = s.collegePreferences;
  return (
    <Card title="College Preferences">
      {!p ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No preferences set yet." />
      ) : (
        <Descriptions column={1} size="small" items={[
          { key: 'feeling', label: 'Overall feeling', children: p.overallFeeling ? <Tag>{p.overallFeeling}</Tag> : 'Not set' },
          { key: 'concern', label: 'Biggest concern', children: orNotSet(p.concerns) },
          { key: 'started', label: 'Search started', children: orNotSet(p.collegeSearchStarted) },
          { key: 'size', label: 'College size', children: list(p.collegeSizePreferences) },
          { key: 'location', label: 'Location', children: list(p.locationPreferences) },
          { key: 'acad', label: 'Academics and extracurriculars', children: list(p.academicsExtracurricularsPreferences) },
        ]} />
      )}
    </Card>
  );
}
