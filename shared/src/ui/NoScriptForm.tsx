import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * A GET form to `href` around a submit button, for a page read without script (server-rendered
 * HTML): the button then follows `href` (its query string becomes the form's hidden fields).
 * With script the button's own click handler acts and prevents the submit. The button stays a
 * button (one name, one tab stop), and the form takes no box of its own.
 */
export function NoScriptForm({ href, children }: { href: string; children: ReactNode }) {
  const [action, query = ''] = href.split('?') as [string, string?];
  return (
    <form
      method="get"
      action={action}
      css={css`
        display: contents;
      `}
    >
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
