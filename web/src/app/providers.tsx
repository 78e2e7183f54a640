import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { CurrentUserProvider } from './current-user';
import { themeConfig } from './theme-config';
import { ThemeModeProvider, useThemeMode } from './theme-mode';

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
    <ConfigProvider theme={themeConfig(mode)}>
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
