import type { SVGProps } from 'react';

export interface SvgIconProps extends Omit<
  SVGProps<SVGSVGElement>,
  'width' | 'height' | 'viewBox'
> {
  /** Width and height in pixels. */
  size?: number;
}

/**
 * The frame of an inline icon drawn on a 24×24 grid: nothing downloaded, no icon font.
 * Decorative (hidden from assistive tech): the button or link that holds it carries the name.
 * Attributes given (fill, stroke…) go on the `<svg>`, and its shapes inherit them.
 */
export function SvgIcon({ size = 20, children, ...attributes }: SvgIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...attributes}
    >
      {children}
    </svg>
  );
}
