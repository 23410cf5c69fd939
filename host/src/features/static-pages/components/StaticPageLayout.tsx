import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { PageHeading, theme } from '@citylens/shared/ui';

export const LAST_UPDATED = 'January 15, 2025';

/** The legal pages' first line: when their text last changed. */
export function LastUpdated() {
  return (
    <p>
      <em>Last updated: {LAST_UPDATED}</em>
    </p>
  );
}

/** Readable long-form text: headings, paragraphs and lists at a comfortable measure. */
export const proseCss = css`
  max-width: 72ch;
  color: ${theme.colors.text};
  & h2 {
    font-size: ${theme.fontSizes.xl};
    margin: ${theme.space[7]}px 0 ${theme.space[3]}px;
  }
  & h3 {
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.lg};
    margin: ${theme.space[5]}px 0 ${theme.space[2]}px;
  }
  & p,
  & ul {
    margin-bottom: ${theme.space[3]}px;
  }
  & ul {
    padding-left: 1.25rem;
  }
  & li + li {
    margin-top: ${theme.space[1]}px;
  }
`;

export interface StaticPageLayoutProps {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** A legal text: opens with the Last updated line. */
  lastUpdated?: boolean;
  children: ReactNode;
}

export function StaticPageLayout({
  title,
  subtitle,
  eyebrow = 'Legal',
  lastUpdated = false,
  children,
}: StaticPageLayoutProps) {
  return (
    <div
      css={css`
        max-width: ${theme.narrowWidth};
        margin: 0 auto;
        padding: ${theme.space[7]}px ${theme.space[4]}px;
      `}
    >
      <PageHeading eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <div css={proseCss}>
        {lastUpdated && <LastUpdated />}
        {children}
      </div>
    </div>
  );
}
