import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
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
  return (
    <ConfigProvider theme={themeConfig(mode)}>
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
        <CurrentUserProvider>{children}</CurrentUserProvider>
      </ThemedAntd>
    </ThemeModeProvider>
  );
}
