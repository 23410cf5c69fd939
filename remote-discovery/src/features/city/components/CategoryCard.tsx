import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from '@citylens/shared/router';
import { imageSrcSet, imageUrl } from '@citylens/shared';
import { ResponsiveImage, theme, stackCss } from '@citylens/shared/ui';
import type { DiscoverCategory } from '../lib/discover-categories';

const cardCss = css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  color: ${theme.colors.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  font: inherit;
  transition: box-shadow ${theme.transitions.normal};
  &:hover,
  &:focus-visible {
    box-shadow: ${theme.shadows.md};
  }
  &:hover [data-card-title] {
    color: ${theme.colors.primary};
  }
`;

function CardBody({ category, heading }: { category: DiscoverCategory; heading: 'h3' | 'span' }) {
  const Heading = heading;
  return (
    <>
      <ResponsiveImage
        src={imageUrl(category.thumbnail_url, 'thumbnail')}
        srcSet={imageSrcSet(category.thumbnail_url) || undefined}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        alt=""
        width={400}
        height={300}
      />
      <span
        css={[
          stackCss[1],
          css`
            padding: ${theme.space[3]}px ${theme.space[4]}px ${theme.space[4]}px;
          `,
        ]}
      >
        <Heading
          data-card-title
          css={css`
            display: block;
            font-family: ${theme.fonts.heading};
            font-weight: 700;
            font-size: ${theme.fontSizes.lg};
          `}
        >
          {category.name_display}
        </Heading>
        <span
          css={css`
            color: ${theme.colors.textMuted};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {category.description}
        </span>
        <span
          css={css`
            margin-top: ${theme.space[1]}px;
            align-self: flex-start;
            padding: 2px ${theme.space[3]}px;
            border-radius: ${theme.radii.pill};
            background: ${theme.colors.accentSoft};
            color: ${theme.colors.accent};
            font-size: ${theme.fontSizes.sm};
            font-weight: 700;
          `}
        >
          {category.countLabel}
        </span>
      </span>
    </>
  );
}

/** A Discover card: a link when the category has a page, else a button that shows its content here. */
export function CategoryCard({
  category,
  href,
  onOpen,
  expanded,
}: {
  category: DiscoverCategory;
  href: string | null;
  onOpen: () => void;
  expanded?: boolean;
}): ReactNode {
  if (href) {
    return (
      <Link to={href} css={cardCss}>
        <CardBody category={category} heading="h3" />
      </Link>
    );
  }
  return (
    <button type="button" css={cardCss} onClick={onOpen} aria-expanded={expanded}>
      <CardBody category={category} heading="span" />
    </button>
  );
}
