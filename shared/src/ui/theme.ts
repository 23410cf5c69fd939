/**
 * The CityLens theme: one palette, spacing scale, radii, shadows, type and breakpoints for every app.
 * Colours are warm (terracotta, sand, deep ink) and every text/background pair used by the kit
 * meets WCAG AA (4.5:1 for body text).
 */

export const breakpoints = {
  mobile: 640,
  tablet: 768,
  laptop: 1024,
  desktop: 1280,
  large: 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `mq.tablet` → `@media (min-width: 768px)`; use inside emotion css. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** `mqMax.tablet` → `@media (max-width: 767.98px)`, for the rare "below" rule. */
export const mqMax = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (max-width: ${px - 0.02}px)`]),
) as Record<Breakpoint, string>;

const colors = {
  /** Terracotta: buttons and links. White on it is 5.5:1. */
  primary: '#b4441f',
  primaryHover: '#953716',
  primarySoft: '#fbe9df',
  /** Deep teal accent (badges, focus on dark). White on it is 7.4:1. */
  accent: '#1f5f5b',
  accentSoft: '#dcefeb',
  /** Page and surfaces */
  background: '#fbf7f1',
  surface: '#ffffff',
  surfaceMuted: '#f3ece2',
  /** Ink on sand: 16:1; muted ink 7.2:1 on background. */
  text: '#1f1a17',
  textMuted: '#5b514a',
  textInverse: '#ffffff',
  border: '#ddd2c4',
  borderStrong: '#8a7d70',
  /** Dark header/footer band */
  ink: '#231c18',
  inkMuted: '#cfc4b8',
  danger: '#b3261e',
  dangerSoft: '#fdecea',
  success: '#2e6b34',
  successSoft: '#e6f2e4',
  info: '#1f4f7a',
  infoSoft: '#e4eef7',
  focus: '#1a5fb4',
  overlay: 'rgba(20, 14, 10, 0.62)',
} as const;

export const theme = {
  colors,
  /** 4 px scale: space(1) = 4px … index into it with theme.space[n]. */
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96] as const,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(35, 28, 24, 0.08), 0 1px 3px rgba(35, 28, 24, 0.1)',
    md: '0 4px 12px rgba(35, 28, 24, 0.12)',
    lg: '0 18px 48px rgba(35, 28, 24, 0.24)',
  },
  fonts: {
    /** System fonts only: nothing is downloaded. */
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 4vw + 1rem, 3.25rem)',
  },
  lineHeights: { tight: 1.2, body: 1.55 },
  zIndices: { header: 100, banner: 200, modal: 1000, toast: 1100 },
  breakpoints,
  mq,
  mqMax,
  /** Content width of pages */
  maxWidth: '1200px',
  /** Width of a single-column page (static pages, forms): centred, the same on every such page. */
  narrowWidth: '860px',
  /** The site header's height at the top of a page (it shrinks once the page scrolls). */
  headerHeight: 72,
  /** The header's band before the page scrolls, and the scrim that keeps text legible on photos. */
  headerBand: 'rgba(35, 28, 24, 0.88)',
  heroScrim: 'linear-gradient(180deg, rgba(20, 14, 10, 0.35) 0%, rgba(20, 14, 10, 0.62) 100%)',
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type CityLensTheme = typeof theme;
