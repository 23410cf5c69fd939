import { css } from '@emotion/react';
import { EmptyState, theme } from '@citylens/shared/ui';
import type { DiscoverCategory } from '../lib/discover-categories';
import { CitySection } from './CitySection';

interface ContentLike {
  id?: number | string;
  title?: string;
  name?: string;
  description?: string;
}

/** A category without a page of its own: its content, listed under the grid. */
export function CategoryContentList({ category }: { category: DiscoverCategory }) {
  const items = category.content as ContentLike[];
  return (
    <CitySection
      headingId="category-content-heading"
      heading={category.name_display}
      headingSize="xl"
    >
      {items.length === 0 ? (
        <EmptyState title={`No ${category.name_display} Yet`} headingLevel={3} />
      ) : (
        <ul
          css={css`
            display: grid;
            gap: ${theme.space[3]}px;
            padding: 0;
            list-style: none;
          `}
        >
          {items.map((item, index) => (
            <li
              key={item.id ?? index}
              css={css`
                padding: ${theme.space[4]}px;
                border-radius: ${theme.radii.md};
                background: ${theme.colors.surface};
                box-shadow: ${theme.shadows.sm};
              `}
            >
              <h3
                css={css`
                  font-size: ${theme.fontSizes.md};
                `}
              >
                {item.title ?? item.name ?? 'Untitled'}
              </h3>
              {item.description && (
                <p
                  css={css`
                    color: ${theme.colors.textMuted};
                  `}
                >
                  {item.description}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </CitySection>
  );
}
