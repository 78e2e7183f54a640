import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions shown to the right of the title (buttons, back links). */
  extra?: ReactNode;
}

/** The `h1` of a signed-in screen, with an optional subtitle and actions. */
export function PageHeading({ title, subtitle, extra }: PageHeadingProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="flex-start" gap={token.margin} wrap style={{ marginBottom: token.marginLG }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading2, margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ margin: `${token.marginXXS}px 0 0` }}>
            {subtitle}
          </Typography.Paragraph>
        )}
      </div>
      {extra}
    </Flex>
  );
}
