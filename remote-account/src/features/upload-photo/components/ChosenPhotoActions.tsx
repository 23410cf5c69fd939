import { css } from '@emotion/react';
import type { RefObject } from 'react';
import { Button, theme, spreadRowCss } from '@citylens/shared/ui';
import { formatFileSize } from '../lib/format-file-size';

export interface ChosenPhotoActionsProps {
  file: File;
  onClear: () => void;
  /** The photo field's file input: choosing another opens it, removing focuses it. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Under the preview: the photo's name and size, Choose another photo and Remove photo. */
export function ChosenPhotoActions({ file, onClear, inputRef }: ChosenPhotoActionsProps) {
  return (
    <div
      css={[
        spreadRowCss[2],
        css`
          font-size: ${theme.fontSizes.sm};
        `,
      ]}
    >
      <span>
        {file.name} · {formatFileSize(file.size)}
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
  );
}
