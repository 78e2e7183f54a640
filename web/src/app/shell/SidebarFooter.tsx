import { useTranslation } from 'react-i18next';
import { LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Tag, theme, Tooltip, Typography } from 'antd';
import type { Role } from '../roles';

interface SidebarFooterProps {
  name: string;
  initials: string;
  role: Role | null;
  collapsed: boolean;
  loggingOut: boolean;
  onLogout: () => void;
}

// Solid badges with white text: antd's light preset tags (green especially) miss WCAG AA contrast.
const ROLE_COLORS: Record<Role, string> = { student: '#0958d9', counselor: '#237804', admin: '#531dab', teacher: '#874d00', guardian: '#006d75' };

/** Who is signed in (initials, full name, role badge) and the Logout button. */
export function SidebarFooter({ name, initials, role, collapsed, loggingOut, onLogout }: SidebarFooterProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  const logoutLabel = loggingOut ? t('shell.loggingOut') : t('shell.logout');
  const roleLabel = (r: Role) => t(`roles.${r}`);
  const avatar = (
    <Avatar style={{ background: token.colorPrimary, color: token.colorTextLightSolid, flex: 'none' }} aria-hidden>
      {initials}
    </Avatar>
  );

  if (collapsed) {
    return (
      <Flex vertical align="center" gap={token.marginXS} style={{ padding: `${token.paddingSM}px 0` }}>
        <Tooltip title={role ? `${name} (${roleLabel(role)})` : name} placement="right" mouseEnterDelay={0.7}>
          <span role="img" aria-label={t('shell.signedInAs', { name })}>
            {avatar}
          </span>
        </Tooltip>
        <Tooltip title={logoutLabel} placement="right" mouseEnterDelay={0.7}>
          <Button type="text" aria-label={logoutLabel} icon={<LogoutOutlined />} loading={loggingOut} onClick={onLogout} />
        </Tooltip>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={token.marginSM} style={{ padding: token.padding }}>
      <Flex align="center" gap={token.marginSM} style={{ minWidth: 0 }}>
        {avatar}
        <Flex vertical align="flex-start" style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: name }} style={{ maxWidth: '100%' }} data-testid="sidebar-user-name">
            {name}
          </Typography.Text>
          {role && (
            <Tag color={ROLE_COLORS[role]} style={{ marginInlineEnd: 0 }} data-testid="sidebar-role-badge">
              {roleLabel(role)}
            </Tag>
          )}
        </Flex>
      </Flex>
      <Button block icon={<LogoutOutlined />} loading={loggingOut} onClick={onLogout}>
        {logoutLabel}
      </Button>
    </Flex>
  );
}
