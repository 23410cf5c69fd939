import { CacheProvider, ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { emotionCache } from './emotion-cache';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './theme';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Render the CSS reset and body styles too (the host does; a remote inside the host does not). */
  withGlobalStyles?: boolean;
}

/** The CityLens emotion theme and style cache, optionally with the global styles. */
export function ThemeProvider({ children, withGlobalStyles = false }: ThemeProviderProps) {
  return (
    <CacheProvider value={emotionCache}>
      <EmotionThemeProvider theme={theme}>
        {withGlobalStyles && <GlobalStyles />}
        {children}
      </EmotionThemeProvider>
    </CacheProvider>
  );
}
