import { css } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, focusWasLost, theme } from '@citylens/shared/ui';
import { ContentCardTitle, contentCardBodyCss, contentCardCss } from '../ContentCard';
import { VideoPlayer } from './VideoPlayer';

export interface InlineVideoProps {
  title: string;
  url: string | null | undefined;
  meta?: ReactNode;
  /** What the card showed under its title and meta line, kept while the video plays. */
  children?: ReactNode;
  /**
   * Back to the thumbnail: on pause, on end, or by the visitor. `hadFocus`: focus was in this card
   * (or already lost), so the card's Play button should take it back.
   */
  onStop: (hadFocus: boolean) => void;
}

/** A card that is playing: the player in place of its thumbnail, and a way back to it. */
export function InlineVideo({ title, url, meta, children, onStop }: InlineVideoProps) {
  const cardRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // This player replaced the Play button that had focus: take it, so it does not drop to <body>.
  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  const stop = () => {
    // Never pull focus back from wherever the visitor went while the video played.
    const hadFocus = focusWasLost() || Boolean(cardRef.current?.contains(document.activeElement));
    onStop(hadFocus);
  };

  return (
    <article ref={cardRef} css={contentCardCss}>
      {/*
        The thumbnail's 4:3 box, so the card keeps its size; the 16:9 player sits at its foot and
        Close video in the band above it, so the text below stays as the card showed it.
      */}
      <div
        css={css`
          position: relative;
          display: flex;
          align-items: flex-end;
          aspect-ratio: 4 / 3;
          background: #120d0a;
        `}
      >
        <VideoPlayer url={url} title={title} onStop={stop} />
        <Button
          ref={closeRef}
          variant="secondary"
          size="sm"
          onClick={stop}
          css={css`
            position: absolute;
            top: ${theme.space[2]}px;
            right: ${theme.space[2]}px;
            white-space: nowrap;
          `}
        >
          Close video
        </Button>
      </div>
      <div css={contentCardBodyCss}>
        <ContentCardTitle title={title} meta={meta} />
        {children}
      </div>
    </article>
  );
}
