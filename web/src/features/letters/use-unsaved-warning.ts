import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';

/**
 * While `dirty`, asks before the page is left: the browser's own prompt on reload, close or a typed address, and a
 * confirm on a click of an in-app link (the router is not a data router, so its blocker is not available).
 */
export function useUnsavedWarning(dirty: boolean): void {
  const { t } = useTranslation('letters');
  const leaveMessage = t('unsaved.leave');
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const linkClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (new URL(link.href, window.location.href).origin !== window.location.origin) return;
      if (!window.confirm(leaveMessage)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', linkClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', linkClick, true);
    };
  }, [dirty, leaveMessage]);
}
