import { css } from '@emotion/react';
import type { ComponentProps } from 'react';
import { Link } from '@citylens/shared/router';
import { theme } from '@citylens/shared/ui';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${theme.space[5]}px;
  border: 2px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  transition: background ${theme.transitions.fast};
`;

const variants = {
  primary: css`
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    &:hover {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.borderStrong};
    color: ${theme.colors.text};
    &:hover {
      background: ${theme.colors.surfaceMuted};
    }
  `,
};

/** A router link that looks like the kit's Button: navigation stays a real link. */
export function ButtonLink({
  variant = 'primary',
  ...rest
}: ComponentProps<typeof Link> & { variant?: keyof typeof variants }) {
  return <Link css={[base, variants[variant]]} {...rest} />;
}
