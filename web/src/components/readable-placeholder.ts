import { theme } from 'antd';

/** Select styles whose placeholder uses the secondary text colour: antd's own grey is too faint for a label-like text (WCAG contrast). */
export function useReadablePlaceholder() {
  const { token } = theme.useToken();
  return { placeholder: { color: token.colorTextSecondary } };
}
