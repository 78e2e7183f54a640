import { useTranslation } from 'react-i18next';
import { Drawer, Flex, Typography, theme } from 'antd';
import { useIsMobile } from '../../app/shell/use-is-mobile';
import { BragQuestionsEditor } from '../letters/BragQuestionsEditor';
import { CaseloadRulesEditor } from './CaseloadRulesEditor';
import { SchoolProfilePanel } from './SchoolProfilePanel';
import { SchoolStaffPanel } from './SchoolStaffPanel';
import type { SchoolRow, useSchools } from './use-schools';

/** One school's staff, caseload rules, brag sheet questions and profile, beside the list. */
export function SchoolDrawer({ school, schools, onClose }: { school: SchoolRow | null; schools: ReturnType<typeof useSchools>; onClose: () => void }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('schools');
  const isMobile = useIsMobile();
  return (
    <Drawer open={Boolean(school)} onClose={onClose} title={school ? t('drawer.title', { name: school.name }) : ''} size={isMobile ? '100%' : 720} destroyOnHidden>
      {school && (
        <Flex vertical gap={token.marginLG}>
          <section aria-labelledby="school-staff-heading">
            <Typography.Title level={2} id="school-staff-heading" style={{ fontSize: token.fontSizeHeading4 }}>{t('drawer.staff')}</Typography.Title>
            <SchoolStaffPanel school={school} pending={schools.assigning}
              onAssign={(m) => schools.assignStaff(school, m)} onRemove={(m) => schools.unassignStaff(school, m)} />
          </section>
          <section aria-labelledby="school-rules-heading">
            <Typography.Title level={2} id="school-rules-heading" style={{ fontSize: token.fontSizeHeading4 }}>{t('drawer.rules')}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('drawer.rulesText')}
            </Typography.Paragraph>
            <CaseloadRulesEditor school={school} pending={schools.savingRules} onSave={(rules) => schools.saveCaseloadRules(school, rules)} />
          </section>
          <section aria-labelledby="school-brag-heading">
            <Typography.Title level={2} id="school-brag-heading" style={{ fontSize: token.fontSizeHeading4 }}>{t('drawer.brag')}</Typography.Title>
            <BragQuestionsEditor schoolId={school.id} schoolName={school.name} />
          </section>
          <section aria-labelledby="school-profile-heading">
            <Typography.Title level={2} id="school-profile-heading" style={{ fontSize: token.fontSizeHeading4 }}>{t('drawer.profile')}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('drawer.profileText')}
            </Typography.Paragraph>
            <SchoolProfilePanel schoolId={school.id} schoolName={school.name} />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
