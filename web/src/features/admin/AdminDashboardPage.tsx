import { useTranslation } from 'react-i18next';
import { AuditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { LinkButton } from '../../components/LinkButton';
import { PageHeading } from '../../components/PageHeading';
import { CreateStaffDialog } from './components/CreateStaffDialog';
import { StaffLettersCard } from '../letters/StaffLettersCard';
import { PlansDashboardCard } from '../planning/PlansDashboardCard';
import { QuickActions } from './components/QuickActions';
import { ResetPasswordDialog } from './components/ResetPasswordDialog';
import { StatCards } from './components/StatCards';
import { UserManagement } from './components/UserManagement';
import { useDashboardStats } from './use-dashboard-stats';
import { useStaffActions } from './use-staff-actions';
import { useUserDirectory, type DirectoryUser } from './use-user-directory';

/** /admin: figures, quick actions, and every account with create and reset. */
export function AdminDashboardPage() {
  // The letters and planning cards' catalogs load with the page's own, at once, rather than each card suspending the
  // page in turn.
  const { t } = useTranslation(['admin', 'letters', 'planning']);
  const stats = useDashboardStats();
  const directory = useUserDirectory();
  const actions = useStaffActions(() => {
    stats.refetch();
    directory.refetch();
  });
  const [creating, setCreating] = useState(false);
  const [resetTarget, setResetTarget] = useState<DirectoryUser | null>(null);

  return (
    <>
      <PageHeading
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        extra={<LinkButton to="/admin/audit-log" icon={<AuditOutlined />}>{t('audit.title')}</LinkButton>}
      />
      <StatCards stats={stats} />
      <QuickActions onCreateCounselor={() => setCreating(true)} />
      {/* Beside the spec's cards: the students' recommendation letter requests. */}
      <div style={{ margin: '16px 0' }}><StaffLettersCard to="/admin/letters" /></div>
      <div style={{ margin: '16px 0' }}><PlansDashboardCard to="/admin/plans" scope={{ scope: 'ALL', schoolId: null }} ready /></div>
      <UserManagement directory={directory} onResetPassword={setResetTarget} />
      <CreateStaffDialog
        open={creating}
        pending={actions.creating}
        onCancel={() => setCreating(false)}
        onSubmit={async (values) => {
          const ok = await actions.createStaffAccount(values);
          if (ok) setCreating(false);
          return ok;
        }}
      />
      <ResetPasswordDialog
        user={resetTarget}
        pending={actions.resetting}
        onCancel={() => setResetTarget(null)}
        onSubmit={async (userId, password) => {
          const ok = await actions.resetPassword(userId, password);
          if (ok) setResetTarget(null);
          return ok;
        }}
      />
    </>
  );
}
