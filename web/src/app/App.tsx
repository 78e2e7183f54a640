import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PrerenderedContext } from './prerendered';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** Everything around the router: shared with the build-time prerender (web/src/prerender.tsx), whose HTML must match. */
export function AppFrame({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  return (
    <PrerenderedContext.Provider value={prerendered}>
      <AppProviders>{children}</AppProviders>
    </PrerenderedContext.Provider>
  );
}

/** `prerendered`: the app hydrates a page the build rendered (see prerendered.ts). */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <AppFrame prerendered={prerendered}>
      {/* Location changes render at once, not in a transition: Apollo's useQuery applies changed variables while
          rendering, so a transition's alternating renders (old and new address) fetched both searches over and over,
          a loop that held the college search's results for seconds under load. */}
      <BrowserRouter useTransitions={false}>
        <AppRouter />
      </BrowserRouter>
    </AppFrame>
  );
}
