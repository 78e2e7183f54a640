import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { Card, Descriptions, Empty, Tag, Typography, type DescriptionsProps } from 'antd';
import type { CounselorStudentProfileQuery } from '../../../gql/graphql';
import { formatGpa, orNotSet } from '../../students/student-format';

type Student = NonNullable<CounselorStudentProfileQuery['student']>;

const longText = (v: string | null | undefined) =>
  v && v.trim() ? <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{v}</Typography.Paragraph> : i18next.t('format.notSet', { ns: 'common' });

/** A titled card of labelled facts, one a line, as tall as its row so that cards side by side line up. */
function FactsCard({ title, items }: { title: string; items: DescriptionsProps['items'] }) {
  return (
    <Card title={title} style={{ height: '100%' }}>
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

export function PersonalInfoCard({ student: s }: { student: Student }) {
  const { t } = useTranslation('counselor');
  const name = [s.user?.firstName ?? s.firstName, s.user?.lastName ?? s.lastName].filter(Boolean).join(' ');
  return (
    <FactsCard title={t('info.personal')} items={[
      { key: 'name', label: t('info.name'), children: orNotSet(name) },
      { key: 'email', label: t('info.email'), children: orNotSet(s.user?.email ?? s.email) },
      { key: 'dob', label: t('info.dateOfBirth'), children: orNotSet(s.dateOfBirth) },
      { key: 'siblings', label: t('info.siblings'), children: orNotSet(s.siblings) },
      { key: 'school', label: t('info.highSchool'), children: orNotSet(s.highSchoolName) },
      { key: 'location', label: t('info.location'), children: orNotSet(s.highSchoolLocation) },
      { key: 'grade', label: t('info.grade'), children: orNotSet(s.grade) },
    ]} />
  );
}

export function AcademicInfoCard({ student: s }: { student: Student }) {
  const { t } = useTranslation(['counselor', 'common']);
  return (
    <FactsCard title={t('info.academic')} items={[
      { key: 'gpa', label: t('info.gpa'), children: formatGpa(s.gpa, t('common:format.notSet')) },
      { key: 'sat', label: t('info.sat'), children: orNotSet(s.satScore) },
      { key: 'act', label: t('info.act'), children: orNotSet(s.actScore) },
      { key: 'rank', label: t('info.classRank'), children: orNotSet(s.classRank) },
      { key: 'colleges', label: t('info.targetColleges'), children: s.targetColleges },
      { key: 'ap', label: t('info.apIbHonors'), children: longText(s.apIbHonors) },
      { key: 'outside', label: t('info.outside'), children: longText(s.activitiesOutsideSchool) },
      { key: 'clubs', label: t('info.clubs'), children: longText(s.clubs) },
      { key: 'intern', label: t('info.internships'), children: longText(s.internshipsVolunteer) },
      { key: 'lead', label: t('info.leadership'), children: longText(s.leadership) },
    ]} />
  );
}

const list = (items: string[]) =>
  items.length ? <ul style={{ margin: 0, paddingInlineStart: 18 }}>{items.map((t) => <li key={t}>{t}</li>)}</ul> : i18next.t('format.notSet', { ns: 'common' });

export function PreferencesCard({ student: s }: { student: Student }) {
  const { t } = useTranslation(['counselor', 'common']);
  const p = s.collegePreferences;
  return (
    <Card title={t('info.preferences')}>
      {!p ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('info.noPreferences')} />
      ) : (
        <Descriptions column={1} size="small" items={[
          { key: 'feeling', label: t('info.feeling'), children: p.overallFeeling ? <Tag>{p.overallFeeling}</Tag> : t('common:format.notSet') },
          { key: 'concern', label: t('info.concern'), children: orNotSet(p.concerns) },
          { key: 'started', label: t('info.searchStarted'), children: orNotSet(p.collegeSearchStarted) },
          { key: 'size', label: t('info.collegeSize'), children: list(p.collegeSizePreferences) },
          { key: 'location', label: t('info.location'), children: list(p.locationPreferences) },
          { key: 'acad', label: t('info.academicsExtracurriculars'), children: list(p.academicsExtracurricularsPreferences) },
        ]} />
      )}
    </Card>
  );
}
