import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';

/** The account pages' bordered panel: a surface with its blocks one under the other. */
export const panelCss = css`
  display: grid;
  gap: ${theme.space[4]}px;
  padding: ${theme.space[5]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
`;
