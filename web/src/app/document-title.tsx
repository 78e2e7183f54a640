import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const APP_NAME = 'Counsel';

/** The browser tab's text for a screen: "Deadline Board · Counsel". History, bookmarks and screen readers tell screens apart by it. */
export function documentTitle(screen: string): string {
  return `${screen} · ${APP_NAME}`;
}

/** Sets the tab's title while the calling screen is shown. */
export function useDocumentTitle(screen: string) {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}

/**
 * Renders a routed screen under its title (the router wraps every route's element in it). The route tables name
 * screens in English; the `titles` catalog, keyed by that English title, gives the reader's language.
 */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('titles');
  useDocumentTitle(t(title, { keySeparator: false, nsSeparator: false, defaultValue: title }));
  return children;
}
