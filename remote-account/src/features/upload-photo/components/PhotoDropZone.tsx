import { css } from '@emotion/react';
import { useEffect, useId, useMemo, useState, type DragEvent, type RefObject } from 'react';
import {
  Button,
  ResponsiveImage,
  fieldCss,
  theme,
  visuallyHiddenCss,
  spreadRowCss,
} from '@citylens/shared/ui';

export const ACCEPTED_TYPES = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

export interface PhotoDropZoneProps {
  file: File | null;
  /** Every pick or drop, as the browser gave it; the caller keeps the first file only. */
  onFiles: (files: FileList | null) => void;
  onClear: () => void;
  /** The photo's own error: shown under the zone, tied to the input and announced. */
  error?: string | null;
  /** The file input, so the page can focus it when the photo is in error. */
  inputRef: RefObject<HTMLInputElement | null>;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The photo field: click to choose or drop a file; a preview once chosen. */
export function PhotoDropZone({ file, onFiles, onClear, error, inputRef }: PhotoDropZoneProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(event.dataTransfer.files);
  };

  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[2]}px;
      `}
    >
      <span
        css={css`
          font-weight: 600;
          font-size: ${theme.fontSizes.sm};
        `}
        id={`${inputId}-label`}
      >
        Photo
      </span>
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        css={css`
          position: relative;
          display: grid;
          place-items: center;
          gap: ${theme.space[3]}px;
          aspect-ratio: 4 / 3;
          max-height: 22rem;
          width: 100%;
          padding: ${theme.space[4]}px;
          border: 2px dashed ${error ? theme.colors.danger : theme.colors.borderStrong};
          border-radius: ${theme.radii.lg};
          background: ${dragging ? theme.colors.primarySoft : theme.colors.surfaceMuted};
          text-align: center;
          overflow: hidden;
          &:focus-within {
            outline: 3px solid ${theme.colors.focus};
            outline-offset: 2px;
          }
        `}
      >
        {file && preview ? (
          <ResponsiveImage
            src={preview}
            alt={`Preview of ${file.name}`}
            priority
            fit="contain"
            css={css`
              position: absolute;
              inset: 0;
              width: 100%;
              height: 100%;
            `}
          />
        ) : (
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
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPTED_TYPES}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          css={visuallyHiddenCss}
          onChange={(event) => {
            onFiles(event.target.files);
            // The same file can be chosen again after a reset.
            event.target.value = '';
          }}
        />
      </div>
      {/* An alert as well: a refused pick or drop does not move focus, so it must be announced. */}
      {error && (
        <p id={errorId} role="alert" css={fieldCss.error}>
          {error}
        </p>
      )}
      {file && (
        <div
          css={[
            spreadRowCss[2],
            css`
              font-size: ${theme.fontSizes.sm};
            `,
          ]}
        >
          <span>
            {file.name} · {formatSize(file.size)}
          </span>
          {/* Each label on one line (at 390 px both wrapped onto two); a button that does not
              fit goes under the other whole. */}
          <span
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[2]}px;
              & > button {
                white-space: nowrap;
              }
            `}
          >
            <Button size="sm" variant="secondary" onClick={() => inputRef.current?.click()}>
              Choose another photo
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                onClear();
                // This button goes with the preview: focus moves to the photo picker, not the page.
                inputRef.current?.focus();
              }}
            >
              Remove photo
            </Button>
          </span>
        </div>
      )}
    </div>
  );
}
