import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';

/** The upload's progress bar; at 100 the server is processing the photo (spec §4). */
export function UploadProgress({ percent }: { percent: number }) {
  const label = percent >= 100 ? 'Processing...' : `Uploading... ${percent}%`;
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[2]}px;
      `}
    >
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        css={css`
          height: 10px;
          border-radius: ${theme.radii.pill};
          background: ${theme.colors.surfaceMuted};
          overflow: hidden;
        `}
      >
        <div
          css={css`
            height: 100%;
            width: ${percent}%;
            background: ${theme.colors.primary};
            transition: width 180ms linear;
          `}
        />
      </div>
      <p
        aria-live="polite"
        css={css`
          margin: 0;
          font-size: ${theme.fontSizes.sm};
          font-weight: 600;
          color: ${theme.colors.textMuted};
        `}
      >
        {label}
      </p>
    </div>
  );
}
