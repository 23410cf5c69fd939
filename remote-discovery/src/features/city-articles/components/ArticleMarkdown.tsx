import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import Markdown from 'markdown-to-jsx';
import { theme } from '@citylens/shared/ui';

/** Only photos the API serves are shown: nothing may load from outside this site. */
const OWN_MEDIA = /^(https?:\/\/[^/]+)?\/media\//i;

function ArticleImage({ src, alt }: { src?: string; alt?: string }): ReactNode {
  if (!src || !OWN_MEDIA.test(src)) return alt ? <em>{alt}</em> : null;
  return (
    <img
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      css={css`
        max-width: 100%;
        height: auto;
        border-radius: ${theme.radii.md};
      `}
    />
  );
}

function ArticleLink({ href, children }: { href?: string; children?: ReactNode }): ReactNode {
  // The sanitizer has already dropped javascript: and other unsafe targets (no href at all).
  if (!href) return <span>{children}</span>;
  const external = /^https?:\/\//i.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
      {children}
    </a>
  );
}

const options = {
  // Raw HTML in an article is shown as text, never turned into elements.
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    // The reader's title is the dialog's heading: article headings sit below it.
    h1: { component: 'h3' },
    h2: { component: 'h3' },
    h3: { component: 'h4' },
    a: { component: ArticleLink },
    img: { component: ArticleImage },
  },
} as const;

const proseCss = css`
  font-size: ${theme.fontSizes.lg};
  line-height: 1.7;
  color: ${theme.colors.text};
  > * + * {
    margin-top: ${theme.space[4]}px;
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
    margin-top: ${theme.space[6]}px;
  }
  h4 {
    font-size: ${theme.fontSizes.lg};
  }
  ul,
  ol {
    padding-left: ${theme.space[5]}px;
  }
  blockquote {
    margin: ${theme.space[5]}px 0;
    padding: ${theme.space[3]}px ${theme.space[4]}px;
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
    border-radius: 0 ${theme.radii.md} ${theme.radii.md} 0;
  }
  a {
    color: ${theme.colors.primary};
  }
  code {
    font-family: ${theme.fonts.mono};
    font-size: 0.9em;
  }
`;

/** An article's simple markdown as React elements: no raw HTML, no unsafe links. */
export function ArticleMarkdown({ content }: { content: string }) {
  return (
    <div css={proseCss}>
      <Markdown options={options}>{content}</Markdown>
    </div>
  );
}
