import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { resumeDistrictSession } from './features/auth/district-session';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A tab signed in with the district's account (Keycloak mode, issue 17) keeps its realm token renewed.
void resumeDistrictSession();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
