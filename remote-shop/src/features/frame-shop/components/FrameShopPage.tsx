import { css } from '@emotion/react';
import {
  ErrorState,
  PageContainer,
  PageHeading,
  theme,
  useProgressiveItems,
} from '@citylens/shared/ui';
import { HydrateWhenSeen } from '@citylens/shared/host-ui-fallbacks';
import { useFrameTab } from '../hooks/use-frame-tab';
import { useShopFrames } from '../hooks/use-shop-frames';
import { CartSummaryBar } from './CartSummaryBar';
import { FrameCard } from './FrameCard';
import { FRAME_PANEL_ID, FrameTabs, tabId } from './FrameTabs';

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: ${theme.space[5]}px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const skeletonCss = css`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
  /* Roughly a card's height, so the grid does not jump when frames arrive. */
  aspect-ratio: 4 / 5.6;
`;

/** /frame-shop: tabs (in the URL), the cart summary bar and the product grid. */
export function FrameShopPage() {
  const [tab, setTab] = useFrameTab();
  const { frames, isLoading, error, partialError, retry } = useShopFrames(tab);
  // Sixteen cards with their pickers: a few at a time, so their arrival is no long task.
  const shownFrames = useProgressiveItems(frames);

  return (
    <PageContainer>
      <PageHeading
        title="Frame Shop"
        subtitle="Picture and painting frames in black and brown, made to hold the cities you love."
      />
      <CartSummaryBar />
      <FrameTabs value={tab} onChange={setTab} />
      <div
        role="tabpanel"
        id={FRAME_PANEL_ID}
        aria-labelledby={tabId(tab)}
        aria-busy={isLoading || undefined}
      >
        {error ? (
          <ErrorState message={error} onRetry={retry} retryLabel="Try again" />
        ) : (
          <>
            {partialError && (
              <ErrorState
                inline
                message={partialError}
                onRetry={retry}
                retryLabel="Try again"
                css={css`
                  margin-bottom: ${theme.space[4]}px;
                `}
              />
            )}
            {shownFrames.length === 0 && (isLoading || frames.length > 0) ? (
              <ul css={gridCss} aria-label="Loading frames">
                {Array.from({ length: 8 }, (_, i) => (
                  <li key={i} css={skeletonCss} />
                ))}
              </ul>
            ) : frames.length === 0 && !isLoading ? (
              <p>No frames available right now.</p>
            ) : (
              <ul css={gridCss}>
                {/* Each card hydrates when it comes near the viewport: those below the fold wait. */}
                {shownFrames.map((frame, index) => (
                  <li key={`${frame.kind}-${frame.id}`}>
                    <HydrateWhenSeen part={`frame-${frame.kind}-${frame.id}`}>
                      <FrameCard frame={frame} priority={index === 0} />
                    </HydrateWhenSeen>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </PageContainer>
  );
}
