import {
  __unsafe_useEmotionCache as useOuterEmotionCache,
  CacheProvider,
  ThemeProvider as EmotionThemeProvider,
} from '@emotion/react';
import { useState, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { pageEmotionCache } from './emotion-cache';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './theme';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Render the CSS reset and body styles too (the host does; a remote inside the host does not). */
  withGlobalStyles?: boolean;
}

/** The CityLens emotion theme and style cache, optionally with the global styles. */
export function ThemeProvider({ children, withGlobalStyles = false }: ThemeProviderProps) {
  // The page's one cache in the browser; on the host's server, the page render's.
  const outer = useOuterEmotionCache() as EmotionCache | null;
  const [cache] = useState(() => pageEmotionCache(outer));
  return (
    <CacheProvider value={cache}>
      <EmotionThemeProvider theme={theme}>
        {withGlobalStyles && <GlobalStyles />}
        {children}
      </EmotionThemeProvider>
    </CacheProvider>
  );
}
