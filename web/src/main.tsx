import './app/global.css';
import './i18n/i18n';
import { applyThemeMode, readStoredMode } from './app/theme-mode';
import { resumeDistrictSession } from './features/auth/district-session';

// A tab signed in with the district's account (Keycloak mode) keeps its realm token renewed.
void resumeDistrictSession();

// The page carries its theme before React's first render, which (a transition, in start-app.tsx) may finish after the
// load event.
applyThemeMode(readStoredMode());

// The rest of the app is evaluated in two more tasks, antd's core (the providers) and then the app's own modules,
// instead of all in this one: on a slow phone a single evaluation of everything was the page's longest task, blocking
// input for over 100 ms just after the prerendered page was drawn. Both downloads start now; the providers' modules,
// a part of the app's, are all there first and run as soon as they are, in a task of their own.
void import('./app/providers');
void import('./start-app');
