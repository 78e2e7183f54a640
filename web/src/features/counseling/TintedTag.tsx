import { Tag, theme, type TagProps } from 'antd';

/** A coloured tag whose text keeps the theme's text colour: antd's tinted text reads below 4.5:1 (as elsewhere in the app). */
export function TintedTag({ style, ...props }: TagProps) {
  const { token } = theme.useToken();
  return <Tag {...props} style={{ color: token.colorText, ...style }} />;
}
