import { css } from '@emotion/react';
import { ResponsiveImage } from '@citylens/shared/ui';

/** The chosen photo, shown whole over the drop zone. */
export function PhotoPreview({ file, preview }: { file: File; preview: string }) {
  return (
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
  );
}
