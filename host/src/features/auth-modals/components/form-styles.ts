import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';

export const formCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]}px;
`;

export const messageCss = {
  error: css`
    padding: ${theme.space[3]}px ${theme.space[4]}px;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
    font-weight: 600;
  `,
  success: css`
    padding: ${theme.space[3]}px ${theme.space[4]}px;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
    font-weight: 600;
  `,
};

export const switchRowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]}px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** A button that reads as an inline text link (switching between the auth modals). */
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
