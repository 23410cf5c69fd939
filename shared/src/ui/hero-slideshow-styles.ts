import { css } from '@emotion/react';
import { theme } from './theme';

/** The hero slideshow's styles: the photo stack, the fade and the caption over it. */
export const heroSlideshowStyles = {
  hero: css`
    position: relative;
    isolation: isolate;
    display: flex;
    align-items: center;
    justify-content: center;
    overflow: hidden;
    background: ${theme.colors.ink};
    color: ${theme.colors.textInverse};
  `,
  /* Beneath the caption; its ::after is the dark overlay, over every photo (z-index 0 to 2). */
  slides: css`
    position: absolute;
    inset: 0;
    z-index: -1;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 3;
      background: ${theme.heroScrim};
    }
  `,
  slide: css`
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  `,
  /* Only the incoming photo fades (in); the others change under it, unseen. */
  shownSlide: css`
    transition: opacity 900ms ease-in-out;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  `,
  content: css`
    width: 100%;
    max-width: ${theme.maxWidth};
    padding: ${theme.space[6]}px ${theme.space[5]}px;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space[5]}px;
    text-align: center;
  `,
  controls: css`
    position: absolute;
    right: ${theme.space[4]}px;
    bottom: ${theme.space[4]}px;
    display: flex;
    align-items: center;
    gap: ${theme.space[2]}px;
  `,
  counter: css`
    padding: ${theme.space[1]}px ${theme.space[3]}px;
    border-radius: ${theme.radii.pill};
    background: rgba(20, 14, 10, 0.72);
    font-size: ${theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  `,
  pause: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid rgba(255, 255, 255, 0.7);
    background: rgba(20, 14, 10, 0.72);
    color: #fff;
    cursor: pointer;
    &:hover {
      background: rgba(20, 14, 10, 0.9);
    }
    /* With reduced motion there is nothing to pause. The server's page cannot know the setting and
       renders the button; hidden here from the first paint, it is not there to vanish at hydration,
       when the counter beside it would move. */
    @media (prefers-reduced-motion: reduce) {
      display: none;
    }
  `,
};
