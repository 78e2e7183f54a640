import { useTranslation } from 'react-i18next';
import { Flex, Segmented, Select, theme } from 'antd';
import type { ScopeChoice } from './student-scope';
import type { StudentScopeState } from './use-student-scope';

const CHOICES: ScopeChoice[] = ['caseload', 'school'];

const ALL_SCHOOLS = '';

/** The counselor's caseload / schools switch and the school filter (hidden for a single school). */
export function StudentScopeControls({ scope }: { scope: StudentScopeState }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('counselor');
  const showsSchools = scope.schools.length > 1;
  if (!scope.showsScopeChoice && !showsSchools) return null;
  return (
    <Flex gap={token.marginSM} wrap align="center" role="group" aria-label={t('scope.which')}>
      {/* Shown once the default is known, so it does not flip from one choice to the other as it loads. */}
      {scope.showsScopeChoice && scope.ready && (
        <Segmented<ScopeChoice>
          aria-label={t('scope.toList')}
          options={CHOICES.map((value) => ({ value, label: t(`scope.${value}`) }))}
          value={scope.choice}
          onChange={scope.setChoice}
        />
      )}
      {showsSchools && (
        <Select<string>
          aria-label={t('taskForm.school')}
          value={scope.schoolId ?? ALL_SCHOOLS}
          onChange={(value) => scope.setSchoolId(value || null)}
          options={[
            { value: ALL_SCHOOLS, label: scope.showsScopeChoice ? t('scope.allMySchools') : t('scope.allSchools') },
            ...scope.schools.map((s) => ({ value: s.id, label: s.name })),
          ]}
          style={{ minWidth: 220 }}
        />
      )}
    </Flex>
  );
}
