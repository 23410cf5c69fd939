import { Global, css } from '@emotion/react';
import { theme } from './theme';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  * {
    margin: 0;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* The sticky header covers the page's top: what focus or a link scrolls to stops below it
       (a card's Close video, focused as its video started, sat under the header on a phone). */
    scroll-padding-top: ${theme.headerHeight + theme.space[2]}px;
  }
  body {
    min-height: 100vh;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: break-word;
  }
  p,
  li {
    overflow-wrap: break-word;
  }
  img,
  picture,
  video,
  svg {
    display: block;
    max-width: 100%;
  }
  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }
  a {
    color: ${theme.colors.primary};
  }
  :focus {
    outline: none;
  }
  /* Keyboard focus is always visible: a two-tone ring reads on light and dark surfaces. */
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${theme.colors.surface};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** CSS reset, body font and focus-visible rings. Render once, at the top of the host. */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
