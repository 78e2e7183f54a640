import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type ThemeMode = 'light' | 'dark';

/** The choice lives in local storage under `theme`; default light. */
export const THEME_STORAGE_KEY = 'theme';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function readStoredMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * Marks the page with the mode (`data-theme`, and the browser's own colour scheme for scrollbars and controls).
 * A mark already right is left alone: rewritten, it would make the browser recompute the style of the whole page
 * (a prerendered page arrives marked, and on a slow phone that recomputation alone is a long task).
 */
export function applyThemeMode(mode: ThemeMode) {
  const root = document.documentElement;
  if (root.dataset.theme !== mode) root.dataset.theme = mode;
  if (root.style.colorScheme !== mode) root.style.colorScheme = mode;
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredMode);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
  }, []);

  useEffect(() => applyThemeMode(mode), [mode]);

  const value = useMemo(
    () => ({ mode, setMode, toggle: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
