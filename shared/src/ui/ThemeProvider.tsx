import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './theme';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Render the CSS reset and body styles too (the host does; a remote inside the host does not). */
  withGlobalStyles?: boolean;
}

/** The CityLens emotion theme, optionally with the global styles. */
export function ThemeProvider({ children, withGlobalStyles = false }: ThemeProviderProps) {
  return (
    <EmotionThemeProvider theme={theme}>
      {withGlobalStyles && <GlobalStyles />}
      {children}
    </EmotionThemeProvider>
  );
}
