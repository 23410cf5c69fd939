import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';

/** An on/off switch for one kind of cookie, named and described by its row's title and text. */
export function CookieSwitch({
  id,
  checked,
  disabled,
  onChange,
  labelledBy,
  describedBy,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      css={css`
        flex: none;
        position: relative;
        width: 52px;
        height: 30px;
        border: 2px solid ${checked ? theme.colors.accent : theme.colors.borderStrong};
        border-radius: ${theme.radii.pill};
        background: ${checked ? theme.colors.accent : theme.colors.surfaceMuted};
        cursor: pointer;
        transition: background ${theme.transitions.fast};
        &:disabled {
          cursor: not-allowed;
          opacity: 0.75;
        }
        &::after {
          content: '';
          position: absolute;
          top: 3px;
          left: ${checked ? '25px' : '3px'};
          width: 20px;
          height: 20px;
          border-radius: 50%;
          background: ${checked ? theme.colors.surface : theme.colors.borderStrong};
          transition: left ${theme.transitions.fast};
        }
      `}
    />
  );
}
