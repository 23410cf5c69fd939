import { css } from '@emotion/react';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { imageSrcSet, imageUrl } from '@citylens/shared';
import { ResponsiveImage, theme } from '@citylens/shared/ui';
import { PlayIcon } from './icons';

export const contentCardCss = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
`;

/** A card's text under its picture: the same in a card and in its playing video. */
export const contentCardBodyCss = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[1]}px;
  padding: ${theme.space[3]}px ${theme.space[4]}px ${theme.space[4]}px;
`;

export const gridCss = css`
  display: grid;
  gap: ${theme.space[5]}px;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** On a wide screen, rows of four where rows of three would leave the last card alone. */
const rowsOfFourCss = css`
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Whether rows of four end with more than one card where rows of three end with one. */
export const fillsRowsOfFour = (count: number) => count % 3 === 1 && count % 4 !== 1;

/** A sub-page's grid of cards: one list item an item, keyed by its id. */
export function CardGrid<Item extends { id: string | number }>({
  items,
  children,
}: {
  items: readonly Item[];
  children: (item: Item, index: number) => ReactNode;
}) {
  return (
    <ul css={[gridCss, fillsRowsOfFour(items.length) && rowsOfFourCss]}>
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}

export const GRID_IMAGE_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export interface ContentCardProps {
  title: string;
  /** A line under the title (city name, reading time…). */
  meta?: ReactNode;
  /** Thumbnail; without one, `icon` or the default image is shown. */
  image: string | null | undefined;
  icon?: ReactNode;
  /** Accessible name of the card's button. */
  actionLabel: string;
  onActivate: () => void;
  /**
   * The item's deep link (e.g. `/city/Paris/articles?article=3`): the title is then a link to it,
   * which a crawler follows, a visitor opens in a new tab or copies, and a page read without
   * script follows to the server's page with the item open. A plain click stays in the page
   * (`onActivate`).
   */
  openHref?: string;
  /** The card's button, when it has no link (e.g. to give it focus back when an inline player closes). */
  actionRef?: Ref<HTMLButtonElement>;
  /** Shows a play mark over the picture. */
  video?: boolean;
  children?: ReactNode;
}

/**
 * A card in a sub-page grid. Its title is the one button that opens or plays the item, and the
 * button's hit area is stretched over the whole card, so the picture, the title and the text all
 * respond while the card stays one tab stop with one accessible name. Controls the card carries
 * (a like, a comment count) sit above that area and keep their own clicks.
 */
export function ContentCard({
  title,
  meta,
  image,
  icon,
  actionLabel,
  onActivate,
  openHref,
  actionRef,
  video = false,
  children,
}: ContentCardProps) {
  const action = openHref ? (
    <a
      href={openHref}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onActivate();
      }}
      aria-label={actionLabel}
      data-card-action
      css={titleButtonCss}
    >
      {title}
    </a>
  ) : (
    <button
      ref={actionRef}
      type="button"
      onClick={onActivate}
      aria-label={actionLabel}
      data-card-action
      css={titleButtonCss}
    >
      {title}
    </button>
  );
  return (
    <article css={cardCss}>
      <div css={pictureCss}>
        {!image && icon ? (
          <span
            css={css`
              display: flex;
              align-items: center;
              justify-content: center;
              aspect-ratio: 4 / 3;
              color: ${theme.colors.primary};
            `}
          >
            {icon}
          </span>
        ) : (
          <ResponsiveImage
            src={imageUrl(image, 'thumbnail')}
            srcSet={imageSrcSet(image) || undefined}
            sizes={GRID_IMAGE_SIZES}
            alt=""
            width={400}
            height={300}
          />
        )}
        {video && (
          <span aria-hidden="true" css={playMarkCss}>
            <PlayIcon />
          </span>
        )}
      </div>
      <div css={contentCardBodyCss}>
        <ContentCardTitle title={action} meta={meta} />
        {children}
      </div>
    </article>
  );
}

/** A click the browser should handle itself: a new tab or window (modifier keys, middle button). */
export function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** A content card's title (its h3) and the line under it (creator, date…), when there is one. */
export function ContentCardTitle({ title, meta }: { title: ReactNode; meta?: ReactNode }) {
  return (
    <>
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
    </>
  );
}

const cardCss = css`
  ${contentCardCss};
  position: relative;
  cursor: pointer;
  &:hover img {
    filter: brightness(0.92);
  }
  &:hover h3 [data-card-action] {
    color: ${theme.colors.primary};
  }
  /* The card's own controls stay clickable above the stretched title button. */
  & :is(a, button, input, select, textarea):not([data-card-action]) {
    position: relative;
    z-index: 1;
  }
`;

const pictureCss = css`
  position: relative;
  background: ${theme.colors.surfaceMuted};
`;

const titleButtonCss = css`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const playMarkCss = css`
  position: absolute;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: rgba(20, 14, 10, 0.72);
  color: #fff;
`;
