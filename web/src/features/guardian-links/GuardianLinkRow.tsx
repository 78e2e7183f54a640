import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { GuardianLink } from './use-guardian-links';

/**
 * One linked guardian: name, email, whether they set a password, whether their access is in force; `action` (a
 * switch, a remove button) sits at the row's end.
 */
export function GuardianLinkRow({ link, detail, action }: { link: GuardianLink; detail?: ReactNode; action?: ReactNode }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('guardianLinks');
  // Tags keep the theme's text colour: antd's tinted text reads below 4.5:1.
  const tag = { color: token.colorText };
  return (
    <li data-testid="guardian-link" style={{ listStyle: 'none', padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
        <Flex vertical gap={token.marginXXS}>
          <Typography.Text strong>{link.name || link.email}</Typography.Text>
          <Typography.Text type="secondary">{link.email}</Typography.Text>
          <Flex wrap gap={token.marginXXS}>
            <Tag color={link.activated ? 'green' : 'gold'} style={tag}>{link.activated ? t('tags.passwordSet') : t('tags.noPassword')}</Tag>
            <Tag color={link.accessActive ? 'blue' : 'default'} style={tag}>{link.accessActive ? t('tags.accessOn') : t('tags.accessOff')}</Tag>
          </Flex>
          {detail}
        </Flex>
        {action}
      </Flex>
    </li>
  );
}

/** The rows' list, without a bullet or indent. */
export function GuardianLinkList({ label, children }: { label: string; children: ReactNode }) {
  return <ul aria-label={label} style={{ margin: 0, padding: 0 }}>{children}</ul>;
}
