import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';
import { prerenderPages } from './vite-prerender';
import { routeHints } from './vite-route-hints';
import { APP_NAMESPACES, FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from './src/i18n/languages';

// The gateway serves /api (REST contract) and /graphql (supergraph) on port 4000 in development.
const gateway = 'http://127.0.0.1:4000';
const proxy = {
  '/api': { target: gateway, changeOrigin: false },
  '/graphql': { target: gateway, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
    // The pages a first visit lands on, with the namespaces they read (useTranslation), fetched from the start.
    routeHints({
      routes: {
        '/': { page: 'src/features/landing/LandingPage.tsx', namespaces: ['landing'] },
        '/login': { page: 'src/features/auth/LoginPage.tsx', namespaces: ['auth'] },
      },
      namespaces: APP_NAMESPACES,
      languages: LANGUAGES,
      fallbackLanguage: FALLBACK_LANGUAGE,
      languageStorageKey: LANGUAGE_STORAGE_KEY,
    }),
    // `/` and `/login` as HTML drawn at build time, then hydrated (see vite-prerender.ts).
    prerenderPages({ '/': 'landing', '/login': 'login' }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // React and Apollo are vendor chunks of their own, so app changes do not invalidate them. antd is not
    // grouped: each route's chunk carries the antd components it uses (shared ones land in shared chunks),
    // so the landing and sign-in pages load a few components rather than all of antd.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
