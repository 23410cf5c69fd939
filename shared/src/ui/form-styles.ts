import { css } from '@emotion/react';
import { theme } from './theme';

/** A form's fields and messages in one column (the auth forms). */
export const formColumnCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
`;

/** A centred line under a form that switches to another one ("Don't have an account? …"). */
export const switchRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]}px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** A button that reads as an inline text link (switching between the auth forms). */
export const linkButtonCss = css`
  padding: ${theme.space[1]}px;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font-weight: 700;
  font-size: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primaryHover};
  }
`;
