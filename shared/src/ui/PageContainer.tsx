import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { theme } from './theme';

const containerCss = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${theme.space[6]}px ${theme.space[4]}px;
`;

/** The page's content column. */
export function PageContainer(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={containerCss} {...props} />;
}
