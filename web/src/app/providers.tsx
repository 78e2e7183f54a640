import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { CurrentUserProvider } from './current-user';
import { ThemeModeProvider, useThemeMode } from './theme-mode';

/** Sidebar widths of spec section 9, in pixels for antd (1rem = 16px). */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_MOBILE_WIDTH = 288;
export const SIDEBAR_COLLAPSED_WIDTH = 48;

/** Toasts: one at a time, top right, 5 s by default (spec section 9). */
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
    <ConfigProvider
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { borderRadius: 8 },
        components: { Menu: { collapsedWidth: SIDEBAR_COLLAPSED_WIDTH } },
      }}
    >
      <AntApp notification={NOTIFICATIONS}>
        <PageBackground />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ThemeModeProvider>
      <ThemedAntd>
        <ApolloProvider client={client}>
          <CurrentUserProvider>{children}</CurrentUserProvider>
        </ApolloProvider>
      </ThemedAntd>
    </ThemeModeProvider>
  );
}
