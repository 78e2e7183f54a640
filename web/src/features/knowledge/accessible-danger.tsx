import { ConfigProvider, Modal, type ThemeConfig } from 'antd';
import type { ModalFuncProps } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useThemeMode } from '../../app/theme-mode';

/**
 * antd's error red (#ff4d4f light, #dc4446 dark) is below WCAG AA (4.5:1) as text on the page and,
 * in light mode, under white text. These screens show red text (Delete buttons, failure reasons), so
 * they use AA reds: #cf1322 in light mode (for text and fills), #ff7875 for text in dark mode.
 * Solid danger fills (confirmation buttons) use #cf1322 in both themes: white text on it passes.
 */
const LIGHT: ThemeConfig = { token: { colorError: '#cf1322' } };
const DARK_TEXT: ThemeConfig = {
  token: { colorErrorText: '#ff7875', colorErrorTextHover: '#ffa39e', colorErrorTextActive: '#ff7875' },
  components: { Button: { colorError: '#ff7875', colorErrorHover: '#ffa39e', colorErrorActive: '#ff7875', colorErrorBorderHover: '#ffa39e' } },
};

/** Wraps a screen so its red text has AA contrast in both themes. */
export function AccessibleDanger({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  return <ConfigProvider theme={mode === 'dark' ? DARK_TEXT : LIGHT}>{children}</ConfigProvider>;
}

/**
 * A delete confirmation with a red (danger) OK button that keeps AA contrast under its white text.
 * Render `holder` once in the screen.
 */
export function useDangerConfirm() {
  const [modal, contextHolder] = Modal.useModal();
  const confirm = useCallback((props: ModalFuncProps) => {
    modal.confirm({ okText: 'Delete', cancelText: 'Cancel', ...props, okButtonProps: { danger: true, ...props.okButtonProps } });
  }, [modal]);
  const holder = <ConfigProvider theme={LIGHT}>{contextHolder}</ConfigProvider>;
  return { confirm, holder };
}
