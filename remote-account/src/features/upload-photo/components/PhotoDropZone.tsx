import { css } from '@emotion/react';
import type { RefObject } from 'react';
import { fieldCss, theme, visuallyHiddenCss } from '@citylens/shared/ui';
import { usePhotoDropZone } from '../hooks/use-photo-drop-zone';
import { ChosenPhotoActions } from './ChosenPhotoActions';
import { PhotoDropPrompt } from './PhotoDropPrompt';
import { PhotoPreview } from './PhotoPreview';

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

/** The photo field: click to choose or drop a file; a preview once chosen. */
export function PhotoDropZone({ file, onFiles, onClear, error, inputRef }: PhotoDropZoneProps) {
  const { inputId, errorId, dragging, preview, dragHandlers } = usePhotoDropZone(file, onFiles);

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
        onDragOver={dragHandlers.onDragOver}
        onDragLeave={dragHandlers.onDragLeave}
        onDrop={dragHandlers.onDrop}
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
          <PhotoPreview file={file} preview={preview} />
        ) : (
          <PhotoDropPrompt inputId={inputId} />
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
      {file && <ChosenPhotoActions file={file} onClear={onClear} inputRef={inputRef} />}
    </div>
  );
}
