import { StyleProvider } from '@ant-design/cssinjs';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { pageHydrated } from './app/page-hydrated';
import { readStoredMode } from './app/theme-mode';
import { cacheWithPrecomputedTheme, computedAnyway, PRECOMPUTED_THEME_ID } from './app/precomputed-theme';

// The app's start, after main.tsx (which loads this module in a task of its own): hydrates a prerendered page or
// renders the app.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// `/` and `/login` may arrive prerendered (web/prerender.mjs): the page is already drawn, and React takes it over.
// The check script in its head marks it stale when this browser's saved language or theme is not the one it was
// rendered in; it is then hidden, and the app renders from scratch as on any other page.
const prerendered = container.dataset.prerendered === 'true';
if (prerendered && document.documentElement.dataset.prerender !== 'stale') {
  // antd's theme as the build computed it for this page: its registry finds the values instead of computing them.
  const { cache, precomputed } = cacheWithPrecomputedTheme(document.getElementById(PRECOMPUTED_THEME_ID)?.textContent);
  // The theme the page was drawn in (its mark on <html>, written by the build and left alone when right).
  const drawnIn = document.documentElement.dataset.theme;
  // Hydration as a transition too: the page is already drawn (and inert until taken over), so React may yield to the
  // browser every few milliseconds rather than hold a slow phone's main thread for the whole app at once.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <StyleProvider cache={cache}>
          <App prerendered />
        </StyleProvider>
      </StrictMode>,
    );
  });
  // The page carries every theme entry hydrating it needs, unless the build wrote it with another theme than the app's
  // (then the app still works, computing them as before): an error, so the browser tests catch such a build. Not when
  // the visitor's saved theme changed while the app was starting (in another tab): the app then rightly draws the other
  // theme, whose entries no page carries.
  void pageHydrated.then(() => {
    if (readStoredMode() !== drawnIn) return;
    const computed = computedAnyway(cache, precomputed);
    if (computed.length > 0) console.error(`antd computed ${computed.length} theme entries the prerendered page should carry: ${computed.join(', ')}`);
  });
} else {
  if (prerendered) {
    // Hidden (the page's styles) since it came: gone now, so nothing of it shows before the app's own first render.
    container.replaceChildren();
    delete container.dataset.prerendered;
    container.removeAttribute('inert');
  }
  // The first render is a transition so React yields to the browser every few milliseconds while it builds the page
  // (antd computes its styles as it renders), instead of blocking input for the whole first paint on a slow phone.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
