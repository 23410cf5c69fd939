import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, theme } from '@citylens/shared/ui';
import { contentCardCss } from '../ContentCard';
import { VideoPlayer } from './VideoPlayer';

export interface InlineVideoProps {
  title: string;
  url: string | null | undefined;
  meta?: ReactNode;
  /** Back to the thumbnail: on pause, on end, or by the visitor. */
  onStop: () => void;
}

/** A card that is playing: the player in place of its thumbnail, and a way back to it. */
export function InlineVideo({ title, url, meta, onStop }: InlineVideoProps) {
  return (
    <article css={contentCardCss}>
      <VideoPlayer url={url} title={title} onStop={onStop} />
      <div
        css={css`
          display: flex;
          align-items: flex-start;
          justify-content: space-between;
          gap: ${theme.space[2]}px;
          padding: ${theme.space[3]}px ${theme.space[4]}px ${theme.space[4]}px;
        `}
      >
        <div>
          <h3
            css={css`
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {title}
          </h3>
          {meta && (
            <p
              css={css`
                color: ${theme.colors.textMuted};
                font-size: ${theme.fontSizes.sm};
              `}
            >
              {meta}
            </p>
          )}
        </div>
        <Button variant="secondary" size="sm" onClick={onStop}>
          Close video
        </Button>
      </div>
    </article>
  );
}
