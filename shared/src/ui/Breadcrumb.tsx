import { css } from '@emotion/react';
import { Link } from '@citylens/shared/router';
import { centredRowCss, lineCss, plainListCss } from './layout';
import { theme } from './theme';

export interface BreadcrumbItem {
  label: string;
  /** In-app path; the last item (the current page) usually has none. */
  href?: string;
}

export interface BreadcrumbProps {
  items: BreadcrumbItem[];
  className?: string;
}

/** `Home > Reviews`: a nav labelled Breadcrumb; the last item is the current page. */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol
        css={[
          centredRowCss[1],
          plainListCss,
          css`
            font-size: ${theme.fontSizes.sm};
            color: ${theme.colors.textMuted};
          `,
        ]}
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} css={lineCss[1]}>
              {item.href && !last ? (
                <Link
                  to={item.href}
                  css={css`
                    color: ${theme.colors.primary};
                    font-weight: 600;
                    text-decoration: none;
                    &:hover {
                      text-decoration: underline;
                    }
                  `}
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  css={css`
                    color: ${theme.colors.text};
                  `}
                >
                  {item.label}
                </span>
              )}
              {!last && <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
