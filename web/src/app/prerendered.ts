import { createContext, useContext } from 'react';

/**
 * True while rendering a page at build time (web/prerender.mjs) and while hydrating its HTML. Such a page was
 * rendered with nobody signed in, the portal's own password sign-in (district-session.ts EMBEDDED), English and the
 * light theme. The gateway serves it only to a visitor without a session cookie on a portal whose sign-in options
 * are those; a check script in its head hides it from a visitor whose saved language or theme differs, and the app
 * then renders from scratch instead of hydrating it. The app's first render must match the HTML exactly, so state
 * that would start as "loading" starts from those assumptions; each is checked at once, as on any load, and the
 * page updates if one turns out wrong.
 */
export const PrerenderedContext = createContext(false);

export function usePrerendered(): boolean {
  return useContext(PrerenderedContext);
}
