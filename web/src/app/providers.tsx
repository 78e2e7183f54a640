import { App as AntApp, ConfigProvider, theme } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { FullPageSpin } from '../components/FullPageSpin';
import { LanguageSync } from '../i18n/LanguageSync';
import { useAntdLocale } from '../i18n/use-antd-locale';
import { CurrentUserProvider } from './current-user';
import { themeConfig } from './theme-config';
import { ThemeModeProvider, useThemeMode } from './theme-mode';

/** Toasts: one at a time, top right, 5 s by default. */
const NOTIFICATIONS = { maxCount: 1, placement: 'topRight', duration: 5, stack: false } as const;

/** Paints the page behind the app with the theme's layout colour, so dark mode has no white edges. */
function PageBackground() {
  const { token } = theme.useToken();
  useEffect(() => {
    document.body.style.backgroundColor = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token.colorBgLayout, token.colorText]);
  return null;
}

function ThemedAntd({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const locale = useAntdLocale();
  return (
    <ConfigProvider theme={themeConfig(mode)} locale={locale}>
      <AntApp notification={NOTIFICATIONS}>
        <PageBackground />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** The GraphQL client is provided by the signed-in shell (shell/SignedInShell.tsx): public pages do not load it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider>
      <ThemedAntd>
        <CurrentUserProvider>
          <LanguageSync />
          {/* Screens wait for their catalogs (loaded per namespace) here unless a nearer boundary catches them. */}
          <Suspense fallback={<FullPageSpin />}>{children}</Suspense>
        </CurrentUserProvider>
      </ThemedAntd>
    </ThemeModeProvider>
  );
}
