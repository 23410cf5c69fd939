import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';

/** The empty drop zone: an upload icon, "drag and drop or choose a file" and what is accepted. */
export function PhotoDropPrompt({ inputId }: { inputId: string }) {
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[2]}px;
        justify-items: center;
      `}
    >
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 17v2a1 1 0 001 1h14a1 1 0 001-1v-2M12 4v11m0-11l-4 4m4-4l4 4"
          fill="none"
          stroke={theme.colors.primary}
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p
        css={css`
          margin: 0;
          font-weight: 600;
        `}
      >
        Drag and drop a photo here, or{' '}
        <label
          htmlFor={inputId}
          css={css`
            color: ${theme.colors.primary};
            text-decoration: underline;
            cursor: pointer;
          `}
        >
          choose a file
        </label>
      </p>
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.sm};
        `}
      >
        JPEG, JPG, PNG or WEBP, up to 10 MB
      </p>
    </div>
  );
}
