import { Tag, theme } from 'antd';
import { isRole, roleLabel, type Role } from '../../../app/roles';

const ROLE_COLORS: Record<Role, string> = { student: 'blue', counselor: 'green', admin: 'purple', teacher: 'gold', guardian: 'cyan' };

/** The user's role as a coloured badge (the same hues as the sidebar footer). */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { token } = theme.useToken();
  if (!isRole(role)) return <Tag>No role</Tag>;
  // The tint carries the role's colour; the text keeps the theme's text colour, for contrast in both modes.
  return <Tag color={ROLE_COLORS[role]} style={{ color: token.colorText }}>{roleLabel(role)}</Tag>;
}
