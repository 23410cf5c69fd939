import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { mq, theme } from './theme';

// Same column as the header and footer, so page content lines up with the logo.
const containerCss = css`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space[6]}px ${theme.space[4]}px;
  ${mq.laptop} {
    padding-left: ${theme.space[6]}px;
    padding-right: ${theme.space[6]}px;
  }
`;

const narrowCss = css`
  max-width: ${theme.narrowWidth};
`;

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** A single-column page (a form, a policy): centred at the static pages' width. */
  narrow?: boolean;
}

/** The page's content column. */
export function PageContainer({ narrow = false, ...props }: PageContainerProps) {
  return <div css={[containerCss, narrow && narrowCss]} {...props} />;
}
