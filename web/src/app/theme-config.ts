import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from './theme-mode';

/** Sidebar widths, in pixels for antd (1rem = 16px). */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_MOBILE_WIDTH = 288;
export const SIDEBAR_COLLAPSED_WIDTH = 48;

/**
 * antd's defaults fall short of WCAG AA contrast (4.5:1) in places: the default blue
 * under white text, tertiary text (secondary copy), and in dark mode the primary blue
 * as text on the dark background. No blue is both readable under white text and as
 * text on #141414, so dark mode keeps the primary for fills and uses a lighter blue
 * for selected tabs, menu entries and links.
 */
const LIGHT: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  // Danger red #ff4d4f reads at 3.26:1 on white; #cf1322 reads at 5.6:1 and still carries white text.
  // Placeholders (a Select's placeholder is real text): antd's 0.25 alpha reads 1.83:1; 0.55 reads 4.74:1.
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
};

const DARK_ACCENT_TEXT = '#69b1ff';
/**
 * antd's dark error red #dc4446 reads 4.34:1 on #141414 (3.89:1 in dialogs) and 4.24:1 under white text.
 * #ff7875 reads 7.2:1 on #141414 and 6.4:1 in dialogs (#1f1f1f); its hover #ffa39e reads 9.6:1.
 */
const DARK_ERROR_TEXT = '#ff7875';
const DARK_ERROR_HOVER = '#ffa39e';
const DARK: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  // Placeholders: antd's 0.25 alpha reads 2.24:1 on #141414; 0.55 reads 6.15:1 (5.86:1 in dialogs).
  token: {
    colorPrimary: '#1677ff',
    colorLink: DARK_ACCENT_TEXT,
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorErrorText: DARK_ERROR_TEXT,
    colorErrorTextHover: DARK_ERROR_HOVER,
    colorErrorTextActive: DARK_ERROR_TEXT,
  },
  components: {
    Tabs: { itemSelectedColor: DARK_ACCENT_TEXT, itemHoverColor: '#91caff', itemActiveColor: DARK_ACCENT_TEXT, inkBarColor: DARK_ACCENT_TEXT },
    Menu: { itemSelectedColor: DARK_ACCENT_TEXT },
    Form: { colorError: DARK_ERROR_TEXT },
    // Danger buttons use one red as text (Delete) and as fill (a confirmation's OK), and no red passes both
    // under white text and as text on #141414: the light red serves both, with dark text on the fill (7.2:1).
    Button: { colorError: DARK_ERROR_TEXT, colorErrorHover: DARK_ERROR_HOVER, colorErrorActive: DARK_ERROR_TEXT, colorErrorBorderHover: DARK_ERROR_HOVER, dangerColor: '#141414' },
  },
};

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const base = mode === 'dark' ? DARK : LIGHT;
  return {
    ...base,
    token: { borderRadius: 8, ...base.token },
    components: {
      ...base.components,
      Menu: { collapsedWidth: SIDEBAR_COLLAPSED_WIDTH, ...base.components?.Menu },
    },
  };
}
