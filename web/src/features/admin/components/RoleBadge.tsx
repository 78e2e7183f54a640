import { useTranslation } from 'react-i18next';
import { Tag, theme } from 'antd';
import { isRole, type Role } from '../../../app/roles';

const ROLE_COLORS: Record<Role, string> = { student: 'blue', counselor: 'green', admin: 'purple', teacher: 'gold', guardian: 'cyan' };

/** The user's role as a coloured badge (the same hues as the sidebar footer). */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['admin', 'common']);
  if (!isRole(role)) return <Tag>{t('users.noRole')}</Tag>;
  // The tint carries the role's colour; the text keeps the theme's text colour, for contrast in both modes.
  return <Tag color={ROLE_COLORS[role]} style={{ color: token.colorText }}>{t(`common:roles.${role}`)}</Tag>;
}
