import type { ReactNode } from 'react';
import { footerHeadingCss } from './footer-styles';

export interface FooterColumnProps {
  /** The heading's id; the column is labelled by it. */
  id: string;
  title: string;
  /** A `nav` for a column of site links, else a `section`. */
  as?: 'section' | 'nav';
  children: ReactNode;
}

/** One of the footer's columns: a landmark named by its small-capitals heading. */
export function FooterColumn({ id, title, as: Column = 'section', children }: FooterColumnProps) {
  return (
    <Column aria-labelledby={id}>
      <h2 id={id} css={footerHeadingCss}>
        {title}
      </h2>
      {children}
    </Column>
  );
}
