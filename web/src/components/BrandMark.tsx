import { ReadOutlined } from '@ant-design/icons';
import { Flex, theme, Typography } from 'antd';
import { IconTile } from './IconTile';

interface BrandMarkProps {
  /** Hide the word mark, e.g. in the collapsed sidebar. */
  compact?: boolean;
}

/** The Counsel logo: an icon tile plus the product name. */
/** The product's name reads the same in every language. */
const PRODUCT_NAME = 'Counsel';

export function BrandMark({ compact = false }: BrandMarkProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={token.marginSM}>
      <IconTile size={32} style={{ flex: 'none', borderRadius: token.borderRadius, background: token.colorPrimary, color: token.colorTextLightSolid, fontSize: 18 }}>
        <ReadOutlined />
      </IconTile>
      {!compact && (
        <Typography.Text strong style={{ fontSize: token.fontSizeLG, whiteSpace: 'nowrap' }}>
          {PRODUCT_NAME}
        </Typography.Text>
      )}
    </Flex>
  );
}
