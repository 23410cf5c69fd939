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

/** The page's content column. */
export function PageContainer(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={containerCss} {...props} />;
}
