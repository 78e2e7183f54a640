import { ReadOutlined } from '@ant-design/icons';
import { Flex, theme, Typography } from 'antd';

interface BrandMarkProps {
  /** Hide the word mark, e.g. in the collapsed sidebar. */
  compact?: boolean;
}

/** The Counsel logo: an icon tile plus the product name. */
export function BrandMark({ compact = false }: BrandMarkProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginSM}>
      <span
        aria-hidden
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
          width: 32,
          height: 32,
          borderRadius: token.borderRadius,
          background: token.colorPrimary,
          color: token.colorTextLightSolid,
          fontSize: 18,
        }}
      >
        <ReadOutlined />
      </span>
      {!compact && (
        <Typography.Text strong style={{ fontSize: token.fontSizeLG, whiteSpace: 'nowrap' }}>
          Counsel
        </Typography.Text>
      )}
    </Flex>
  );
}
