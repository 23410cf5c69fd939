import type { ComponentProps } from 'react';
import { Link } from '@citylens/shared/router';
import { buttonLookCss, type ButtonSize, type ButtonVariant } from './Button';

export type ButtonLinkProps = ComponentProps<typeof Link> & {
  variant?: Extract<ButtonVariant, 'primary' | 'secondary'>;
  size?: ButtonSize;
};

/** A router link that looks like the kit's Button: navigation stays a real link. */
export function ButtonLink({ variant = 'primary', size = 'md', ...rest }: ButtonLinkProps) {
  return <Link css={buttonLookCss(variant, size)} {...rest} />;
}
