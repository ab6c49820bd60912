import { useCallback, useSyncExternalStore } from 'react';

/** docs/product.md#constants: a theme key holding 'Light' or 'dark'. */
const THEME_KEY = 'theme';
export type Theme = 'Light' | 'dark';

const listeners = new Set<() => void>();

function current(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'Light';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // The choice still applies for this visit.
  }
  for (const listener of listeners) listener();
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => 'Light' as Theme,
  );
  const toggle = useCallback(() => applyTheme(current() === 'dark' ? 'Light' : 'dark'), []);
  return [theme, toggle];
}
