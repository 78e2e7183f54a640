import { useCallback, useEffect, useState } from 'react';

/** The expanded/collapsed choice lives in this cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** `true` means expanded, the same reading as the cookie's value. */
function readExpandedCookie(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

function writeExpandedCookie(expanded: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * Desktop: expanded or collapsed to icons, remembered in the cookie.
 * Mobile: a sheet that is open or closed, not remembered.
 * Ctrl+B (Cmd+B on macOS) toggles whichever applies.
 */
export function useSidebarState(isMobile: boolean) {
  const [expanded, setExpandedState] = useState(readExpandedCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next);
    writeExpandedCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  return { expanded, mobileOpen, setMobileOpen, toggle };
}
