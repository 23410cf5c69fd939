import { css } from '@emotion/react';
import { theme, visuallyHiddenCss } from '@citylens/shared/ui';

const progressLabel = (percent: number) =>
  percent >= 100 ? 'Processing...' : `Uploading... ${percent}%`;

/**
 * The upload's progress bar; at 100 the server is processing the photo (spec §4). Not a live
 * region: the percentage changes every few hundred ms and would flood a screen reader, so the
 * phases are announced by UploadPhaseStatus and the exact value stays on the progressbar.
 */
export function UploadProgress({ percent }: { percent: number }) {
  const label = progressLabel(percent);
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

/**
 * Announces the upload's phases only: "Uploading..." when it starts, "Processing..." at 100 %.
 * Rendered before the upload starts (a live region added with its text is often not read);
 * success and failure are announced by the page's own messages.
 */
export function UploadPhaseStatus({ uploading, percent }: { uploading: boolean; percent: number }) {
  const phase = !uploading ? '' : percent >= 100 ? 'Processing...' : 'Uploading...';
  return (
    <p role="status" css={visuallyHiddenCss}>
      {phase}
    </p>
  );
}
