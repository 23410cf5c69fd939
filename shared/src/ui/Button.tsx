import { css } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { theme } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, sets aria-busy and refuses clicks and submits; `loadingText` replaces the
   * label. The button stays focusable (aria-disabled, not disabled): a focused button that turns
   * disabled drops focus to the page, and a keyboard user who pressed it would lose their place.
   */
  loading?: boolean;
  loadingText?: string;
  fullWidth?: boolean;
  /**
   * `disabled` as aria-disabled: the button refuses clicks but keeps focus. For buttons that turn
   * disabled under the visitor's own press (a quantity reaching its limit, a like in flight).
   */
  focusableWhenDisabled?: boolean;
}

const { colors } = theme;

const variantCss: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.textInverse};
    border-color: ${colors.primary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${colors.primaryHover};
      border-color: ${colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.text};
    border-color: ${colors.borderStrong};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: rgba(127, 110, 95, 0.14);
    }
  `,
  danger: css`
    background: ${colors.danger};
    color: ${colors.textInverse};
    border-color: ${colors.danger};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: #8f1e18;
    }
  `,
};

const sizeCss: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 36px;
    padding: 0 ${theme.space[3]}px;
    font-size: ${theme.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${theme.space[5]}px;
    font-size: ${theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${theme.space[6]}px;
    font-size: ${theme.fontSizes.lg};
  `,
};

const baseCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]}px;
  border: 2px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  transition:
    background ${theme.transitions.fast},
    border-color ${theme.transitions.fast};
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const spinnerCss = css`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: citylens-button-spin 0.8s linear infinite;
  @keyframes citylens-button-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** The kit button's look, for elements that must stay something else (a router link). */
export function buttonLookCss(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return [baseCss, sizeCss[size], variantCss[variant]];
}

/** The one button of CityLens. Defaults to type="button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingText,
    fullWidth = false,
    focusableWhenDisabled = false,
    disabled,
    children,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const refused = loading || (focusableWhenDisabled && Boolean(disabled));
  return (
    <button
      ref={ref}
      type={type}
      disabled={!refused && disabled}
      aria-disabled={refused || undefined}
      aria-busy={loading || undefined}
      // Cancelling the click also cancels the submit it would start (Enter in a field included).
      onClick={refused ? (event) => event.preventDefault() : onClick}
      css={[
        ...buttonLookCss(variant, size),
        fullWidth &&
          css`
            width: 100%;
          `,
      ]}
      {...rest}
    >
      {loading && <span aria-hidden="true" css={spinnerCss} />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
});
