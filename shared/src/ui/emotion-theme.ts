import type { CityLensTheme } from './theme';

// Types `useTheme()` and `css={(theme) => …}` as the CityLens theme in every app.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends CityLensTheme {}
}
