import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import './i18n/i18n';
import { applyThemeMode, readStoredMode } from './app/theme-mode';
import { resumeDistrictSession } from './features/auth/district-session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A tab signed in with the district's account (Keycloak mode) keeps its realm token renewed.
void resumeDistrictSession();

// The page carries its theme before React's first render, which (a transition, below) may finish after the load event.
applyThemeMode(readStoredMode());

// The first render is a transition so React yields to the browser every few milliseconds while it builds the page
// (antd computes its styles as it renders), instead of blocking input for the whole first paint on a slow phone.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
