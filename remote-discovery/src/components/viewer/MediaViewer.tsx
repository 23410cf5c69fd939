import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, mq, theme, useServerPass, spreadLineCss, stackCss } from '@citylens/shared/ui';
import { ChevronIcon } from '../icons';
import { useViewerFocus, useViewerKeys } from '../../hooks/use-media-viewer';

export interface MediaViewerProps {
  /** Accessible name of the dialog (the item's title). */
  label: string;
  /** Position of the shown item, 0-based. */
  index: number;
  total: number;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** The photo or video, shown large. */
  media: ReactNode;
  /** Title, credits and text beside or under the media. */
  children: ReactNode;
  /** A dialog opened from the viewer is on top: keys and focus belong to it meanwhile. */
  suspended?: boolean;
}

/** Previous/next wrap around the ends: the viewer cycles. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/**
 * A viewer's place in a list and its previous/next, which wrap around the ends: spread into
 * `MediaViewer`. `onShow` gets the item to show and its index.
 */
export function listSteps<Item>(
  items: readonly Item[],
  index: number,
  onShow: (item: Item, index: number) => void,
) {
  const go = (step: number) => {
    const next = wrapIndex(index + step, items.length);
    onShow(items[next]!, next);
  };
  return { index, total: items.length, onPrevious: () => go(-1), onNext: () => go(1) };
}

const navButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.pill};
  border: 1px solid rgba(255, 255, 255, 0.45);
  background: rgba(0, 0, 0, 0.55);
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.8);
  }
`;

/** Previous (on the media's left edge) or next (on its right edge). */
function StepButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      css={[
        navButtonCss,
        css`
          position: absolute;
          ${side}: ${theme.space[2]}px;
          top: 50%;
          transform: translateY(-50%);
        `,
      ]}
    >
      <ChevronIcon direction={side} />
    </button>
  );
}

/** The viewer's top line: "n of total" (announced as it changes) and the close button. */
function ViewerTopBar({
  index,
  total,
  onClose,
}: {
  /** Position of the shown item, 0-based. */
  index: number;
  total: number;
  onClose: () => void;
}) {
  return (
    <div
      css={[
        spreadLineCss[3],
        css`
          padding: ${theme.space[3]}px ${theme.space[4]}px;
        `,
      ]}
    >
      <p
        aria-live="polite"
        css={css`
          font-weight: 600;
          color: #f3ece2;
        `}
      >
        {index + 1} of {total}
      </p>
      <button
        type="button"
        data-viewer-close
        aria-label="Close viewer"
        onClick={onClose}
        css={navButtonCss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** The photo or video, shown large, with previous and next on its edges when there are several. */
function ViewerStage({
  media,
  several,
  onPrevious,
  onNext,
}: {
  media: ReactNode;
  several: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div
      css={css`
        position: relative;
        display: flex;
        align-items: center;
        justify-content: center;
      `}
    >
      {media}
      {several && (
        <>
          <StepButton side="left" label="Previous" onClick={onPrevious} />
          <StepButton side="right" label="Next" onClick={onNext} />
        </>
      )}
    </div>
  );
}

/**
 * A full-screen viewer: a labelled modal dialog with focus kept inside, Escape and the close
 * button to leave, previous/next (buttons and arrow keys) only when there is more than one item,
 * and an "n of total" counter.
 */
export function MediaViewer({
  label,
  index,
  total,
  onClose,
  onPrevious,
  onNext,
  media,
  children,
  suspended = false,
}: MediaViewerProps) {
  const serverPass = useServerPass();
  const several = total > 1;
  const dialogRef = useViewerFocus(suspended);
  const handlers = useViewerKeys({ onClose, onPrevious, onNext }, several, suspended);

  const dialog = (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      css={css`
        position: fixed;
        inset: 0;
        z-index: ${theme.zIndices.modal};
        display: flex;
        flex-direction: column;
        background: #0e0a08;
        color: #fff;
        overflow-y: auto;
      `}
    >
      <ViewerTopBar index={index} total={total} onClose={() => handlers.current.onClose()} />
      <div
        css={css`
          flex: 1;
          display: grid;
          grid-template-columns: 1fr;
          gap: ${theme.space[5]}px;
          padding: 0 ${theme.space[4]}px ${theme.space[6]}px;
          max-width: 1400px;
          width: 100%;
          margin: 0 auto;
          ${mq.laptop} {
            grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
            align-items: center;
          }
        `}
      >
        <ViewerStage
          media={media}
          several={several}
          onPrevious={() => handlers.current.onPrevious()}
          onNext={() => handlers.current.onNext()}
        />
        <div
          css={[
            stackCss[3],
            css`
              color: #f3ece2;
              a {
                color: #ffd2c2;
              }
            `,
          ]}
        >
          {children}
        </div>
      </div>
    </div>
  );
  // Rendered in place on the host's server (no document there) and while hydrating its HTML:
  // a deep link's dialog is in the page's HTML; it moves to <body> right after hydration.
  return serverPass ? dialog : createPortal(dialog, document.body);
}
